CREATE TABLE "login_known_addresses" (
	"login" text NOT NULL,
	"ip" text NOT NULL,
	"last_success_at" timestamp with time zone NOT NULL,
	CONSTRAINT "login_known_addresses_login_ip_pk" PRIMARY KEY("login","ip")
);
