import type { CartSyncRefusalCode, ErrorCode, Locale } from '@vetshop/contract';
import type { OrderImportRowReason } from '@vetshop/domain';
import { formatMessage } from './format-message';

type Localized = Record<Locale, string>;

/*
 * Every message the back office sends to a person, in the three shop languages. The French texts of
 * spec document 2 §8 are used word for word where the spec gives them. `{name}` is a parameter, a count is
 * said with the ICU plural form `{n, plural, one {…} other {…}}` (i18n/format-message).
 * The codes the contract lets the back office send (ERROR_CODES, CART_SYNC_REFUSAL_CODES) key their own
 * sections: a code without a message, or a message for a code the contract does not list, fails the
 * typecheck (the contract is the source, the catalogue follows it).
 */

/** The `code` of error bodies (contract ERROR_CODES). */
const errorMessages = {
  validation_failed: {
    fr: 'Les données envoyées ne sont pas valides.',
    nl: 'De verzonden gegevens zijn ongeldig.',
    en: 'The data sent is not valid.',
  },
  invalid_input: {
    fr: 'Certains champs ne sont pas valides : corrigez-les et réessayez.',
    nl: 'Sommige velden zijn ongeldig: verbeter ze en probeer opnieuw.',
    en: 'Some fields are not valid: correct them and try again.',
  },
  small_ad_not_found: {
    fr: 'Cette petite annonce n’existe pas ou n’est plus disponible.',
    nl: 'Dit zoekertje bestaat niet of is niet meer beschikbaar.',
    en: 'This small ad does not exist or is no longer available.',
  },
  small_ad_file_not_found: {
    fr: 'Cette petite annonce n’a pas de document.',
    nl: 'Dit zoekertje heeft geen document.',
    en: 'This small ad has no document.',
  },
  small_ad_file_not_pdf: {
    fr: 'Le document doit être un fichier PDF.',
    nl: 'Het document moet een pdf-bestand zijn.',
    en: 'The document must be a PDF file.',
  },
  small_ad_file_too_large: {
    fr: 'Le document est trop volumineux (maximum {mb} Mo).',
    nl: 'Het document is te groot (maximum {mb} MB).',
    en: 'The document is too large (maximum {mb} MB).',
  },
  small_ad_file_empty: {
    fr: 'Le document est vide.',
    nl: 'Het document is leeg.',
    en: 'The document is empty.',
  },
  small_ad_form_unreadable: {
    fr: 'Le formulaire de l’annonce est illisible : envoyez un formulaire multipart avec le champ parameters.',
    nl: 'Het formulier van het zoekertje is onleesbaar: stuur een multipart-formulier met het veld parameters.',
    en: "The small ad's form is unreadable: send a multipart form with a parameters field.",
  },
  invalid_json: {
    fr: 'Le corps de la requête n’est pas un JSON valide.',
    nl: 'De inhoud van het verzoek is geen geldige JSON.',
    en: 'The request body is not valid JSON.',
  },
  invalid_url: {
    fr: 'L’adresse demandée n’est pas valide.',
    nl: 'Het gevraagde adres is ongeldig.',
    en: 'The requested address is not valid.',
  },
  uri_too_long: {
    fr: 'L’adresse demandée est trop longue.',
    nl: 'Het gevraagde adres is te lang.',
    en: 'The requested address is too long.',
  },
  payload_too_large: {
    fr: 'Les données envoyées sont trop volumineuses (maximum {maximum}).',
    nl: 'De verzonden gegevens zijn te groot (maximum {maximum}).',
    en: 'The data sent is too large (maximum {maximum}).',
  },
  unsupported_media_type: {
    fr: 'Format de données non pris en charge : envoyez du JSON (Content-Type: application/json).',
    nl: 'Gegevensformaat niet ondersteund: stuur JSON (Content-Type: application/json).',
    en: 'Unsupported data format: send JSON (Content-Type: application/json).',
  },
  not_found: {
    fr: 'La page à laquelle vous tentez d’accéder n’est pas disponible.',
    nl: 'De pagina die u probeert te openen is niet beschikbaar.',
    en: 'The page you are trying to reach is not available.',
  },
  forbidden: {
    fr: 'Vous n’avez pas accès à cette ressource.',
    nl: 'U hebt geen toegang tot deze gegevens.',
    en: 'You do not have access to this resource.',
  },
  service_unavailable: {
    fr: 'Désolé, cette fonctionnalité est momentanément indisponible. Veuillez réessayer plus tard.',
    nl: 'Sorry, deze functie is tijdelijk niet beschikbaar. Probeer het later opnieuw.',
    en: 'Sorry, this feature is temporarily unavailable. Please try again later.',
  },
  internal_error: {
    fr: 'Désolé, il semble que nous ayons un problème technique. Veuillez réessayer plus tard.',
    nl: 'Sorry, er lijkt een technisch probleem te zijn. Probeer het later opnieuw.',
    en: 'Sorry, we seem to have a technical problem. Please try again later.',
  },
  not_authenticated: {
    fr: 'Vous n’êtes pas authentifié.',
    nl: 'U bent niet aangemeld.',
    en: 'You are not signed in.',
  },
  invalid_credentials: {
    fr: 'Identifiant ou mot de passe incorrect.',
    nl: 'Gebruikersnaam of wachtwoord onjuist.',
    en: 'Incorrect login or password.',
  },
  too_many_attempts: {
    fr: 'Trop de tentatives de connexion. Réessayez dans {minutes, plural, one {# minute} other {# minutes}}.',
    nl: 'Te veel aanmeldpogingen. Probeer het over {minutes, plural, one {# minuut} other {# minuten}} opnieuw.',
    en: 'Too many sign-in attempts. Try again in {minutes, plural, one {# minute} other {# minutes}}.',
  },
  not_a_customer: {
    fr: 'Ce compte n’est pas un compte client.',
    nl: 'Dit account is geen klantenaccount.',
    en: 'This account is not a customer account.',
  },
  cart_not_found: {
    fr: 'Ce panier n’existe pas.',
    nl: 'Dit winkelmandje bestaat niet.',
    en: 'This cart does not exist.',
  },
  no_current_cart: {
    fr: 'Vous n’avez pas de panier en cours.',
    nl: 'U hebt geen lopend winkelmandje.',
    en: 'You have no current cart.',
  },
  cart_empty: { fr: 'Votre panier est vide.', nl: 'Uw winkelmandje is leeg.', en: 'Your cart is empty.' },
  customer_cannot_order: {
    fr: 'Votre compte ne permet pas de passer commande. Contactez votre délégué ou le service clientèle.',
    nl: 'Met uw account kunt u geen bestellingen plaatsen. Neem contact op met uw afgevaardigde of de klantendienst.',
    en: 'Your account cannot place orders. Please contact your sales representative or customer service.',
  },
  invalid_addresses: {
    fr: 'L’adresse de livraison ou de facturation est incomplète.',
    nl: 'Het leverings- of facturatieadres is onvolledig.',
    en: 'The delivery or invoicing address is incomplete.',
  },
  address_not_found: {
    fr: 'Cette adresse n’existe pas.',
    nl: 'Dit adres bestaat niet.',
    en: 'This address does not exist.',
  },
  coupon_unknown: {
    fr: 'Ce code promo n’existe pas : vérifiez-le.',
    nl: 'Deze promotiecode bestaat niet: controleer hem.',
    en: 'This promotion code does not exist: check it.',
  },
  coupon_not_started: {
    fr: 'Ce code promo n’est valable qu’à partir du {date}.',
    nl: 'Deze promotiecode is pas geldig vanaf {date}.',
    en: 'This promotion code is only valid from {date}.',
  },
  coupon_expired: {
    fr: 'Ce code promo n’est plus valable.',
    nl: 'Deze promotiecode is niet meer geldig.',
    en: 'This promotion code is no longer valid.',
  },
  coupon_min_order: {
    fr: 'Ce code promo demande une commande d’au moins {min} HTVA (produits) : il manque {missing}.',
    nl: 'Deze promotiecode vraagt een bestelling van minstens {min} excl. btw (producten): er ontbreekt {missing}.',
    en: 'This promotion code needs an order of at least {min} excl. VAT (products): {missing} to go.',
  },
  coupon_already_used: {
    fr: 'Vous avez déjà utilisé ce code promo.',
    nl: 'U hebt deze promotiecode al gebruikt.',
    en: 'You have already used this promotion code.',
  },
  coupon_used_up: {
    fr: 'Ce code promo a été utilisé autant de fois que prévu.',
    nl: 'Deze promotiecode is al zo vaak gebruikt als voorzien.',
    en: 'This promotion code has been used as many times as it allows.',
  },
  coupon_not_applicable: {
    fr: 'Ce code promo ne s’applique pas à ce panier.',
    nl: 'Deze promotiecode is niet van toepassing op dit winkelmandje.',
    en: 'This promotion code does not apply to this cart.',
  },
  coupon_code_taken: {
    fr: 'Un code promo porte déjà ce nom.',
    nl: 'Er bestaat al een promotiecode met deze naam.',
    en: 'A promotion code with this name already exists.',
  },
  carrier_not_found: {
    fr: 'Ce mode de livraison n’existe pas.',
    nl: 'Deze leveringswijze bestaat niet.',
    en: 'This delivery method does not exist.',
  },
  carrier_without_pickup: {
    fr: 'Ce mode de livraison ne livre pas en point relais.',
    nl: 'Deze leveringswijze levert niet in een afhaalpunt.',
    en: 'This delivery method does not deliver to a pickup point.',
  },
  pickup_not_found: {
    fr: 'Ce point relais n’existe pas ou n’est plus ouvert.',
    nl: 'Dit afhaalpunt bestaat niet of is niet meer open.',
    en: 'This pickup point does not exist or is no longer open.',
  },
  pickup_other_carrier: {
    fr: 'Ce point relais n’appartient pas au mode de livraison choisi.',
    nl: 'Dit afhaalpunt hoort niet bij de gekozen leveringswijze.',
    en: 'This pickup point does not belong to the chosen delivery method.',
  },
  pickup_required: {
    fr: 'Choisissez le point relais où retirer votre commande.',
    nl: 'Kies het afhaalpunt waar u uw bestelling afhaalt.',
    en: 'Choose the pickup point where you will collect your order.',
  },
  payment_mode_not_found: {
    fr: 'Ce mode de paiement n’existe pas.',
    nl: 'Deze betaalwijze bestaat niet.',
    en: 'This payment method does not exist.',
  },
  payable_invalid: {
    fr: 'Ce paiement n’est pas valable. Rechargez votre panier et recommencez.',
    nl: 'Deze betaling is niet geldig. Laad uw winkelmandje opnieuw en probeer het nog eens.',
    en: 'This payment is not valid. Reload your cart and try again.',
  },
  payable_expired: {
    fr: 'Le délai pour payer est dépassé. Rechargez votre panier et recommencez.',
    nl: 'De tijd om te betalen is verstreken. Laad uw winkelmandje opnieuw en probeer het nog eens.',
    en: 'The time to pay has run out. Reload your cart and try again.',
  },
  payable_amount_changed: {
    fr: 'Le montant de votre panier a changé. Vérifiez le nouveau total avant de payer.',
    nl: 'Het bedrag van uw winkelmandje is gewijzigd. Controleer het nieuwe totaal voor u betaalt.',
    en: 'The amount of your cart has changed. Check the new total before paying.',
  },
  payment_provider_not_found: {
    fr: 'Ce mode de paiement n’est pas proposé pour votre compte.',
    nl: 'Deze betaalwijze wordt voor uw account niet aangeboden.',
    en: 'This payment method is not offered for your account.',
  },
  customer_not_found: {
    fr: 'Aucun client ne porte ce numéro.',
    nl: 'Geen enkele klant heeft dit nummer.',
    en: 'No customer has this number.',
  },
  payment_methods_none_offered: {
    fr: 'Choisissez au moins un mode de paiement disponible dans la boutique : le client doit pouvoir payer.',
    nl: 'Kies minstens één betaalwijze die de webshop aanbiedt: de klant moet kunnen betalen.',
    en: 'Choose at least one payment method the shop offers: the customer must be able to pay.',
  },
  payment_provider_unavailable: {
    fr: 'Le service de paiement ne répond pas. Votre panier est conservé ; réessayez dans un instant.',
    nl: 'De betaaldienst antwoordt niet. Uw winkelmandje blijft bewaard; probeer het zo dadelijk opnieuw.',
    en: 'The payment service is not answering. Your cart is kept; try again in a moment.',
  },
  payment_not_configured: {
    fr: 'Le paiement n’est pas disponible pour le moment.',
    nl: 'Betalen is op dit moment niet mogelijk.',
    en: 'Payment is not available at the moment.',
  },
  payment_not_found: {
    fr: 'Ce paiement n’existe pas.',
    nl: 'Deze betaling bestaat niet.',
    en: 'This payment does not exist.',
  },
  redirect_url_not_allowed: {
    fr: 'Cette adresse de retour n’est pas celle de la boutique.',
    nl: 'Dit terugkeeradres is niet dat van de winkel.',
    en: 'This return address is not the shop’s.',
  },
  cart_already_ordered: {
    fr: 'Ce panier est déjà devenu une commande.',
    nl: 'Dit winkelmandje is al een bestelling geworden.',
    en: 'This cart has already become an order.',
  },
  product_not_priced: {
    fr: 'Ce produit n’a pas de prix pour votre compte.',
    nl: 'Dit product heeft geen prijs voor uw account.',
    en: 'This product has no price for your account.',
  },
  sale_not_found: {
    fr: 'Cette commande n’existe pas.',
    nl: 'Deze bestelling bestaat niet.',
    en: 'This order does not exist.',
  },
  backorder_line_not_found: {
    fr: 'Ce produit n’est pas en commande pour votre compte.',
    nl: 'Dit product is niet in bestelling voor uw account.',
    en: 'This product is not on order for your account.',
  },
  backorder_quantity_invalid: {
    fr: 'Vous devez choisir une quantité entre 1 et {max}',
    nl: 'U moet een hoeveelheid tussen 1 en {max} kiezen',
    en: 'You must choose a quantity between 1 and {max}',
  },
  backorder_made_to_order: {
    fr: 'Ce produit est fabriqué sur commande pour vous : sa commande ne peut pas être annulée.',
    nl: 'Dit product wordt op bestelling voor u gemaakt: de bestelling ervan kan niet geannuleerd worden.',
    en: 'This product is made to order for you: its order cannot be canceled.',
  },
  backorder_nothing_to_cancel: {
    fr: 'Aucune quantité de ce produit n’est à suivre : il n’y a rien à annuler.',
    nl: 'Er is niets meer nog te leveren van dit product: er valt niets te annuleren.',
    en: 'No quantity of this product is to follow: there is nothing to cancel.',
  },
  import_file_missing: {
    fr: 'Choisissez un fichier CSV à importer.',
    nl: 'Kies een CSV-bestand om te importeren.',
    en: 'Choose a CSV file to import.',
  },
  import_file_too_large: {
    fr: 'Le fichier ne peut pas dépasser {mb} MB',
    nl: 'Het bestand mag niet groter zijn dan {mb} MB',
    en: 'The file cannot be larger than {mb} MB',
  },
  import_file_not_csv: {
    fr: 'Ce fichier n’est pas un fichier CSV : enregistrez votre commande au format .csv et réessayez.',
    nl: 'Dit bestand is geen CSV-bestand: sla uw bestelling op als .csv en probeer het opnieuw.',
    en: 'This file is not a CSV file: save your order as .csv and try again.',
  },
  import_file_empty: {
    fr: 'Ce fichier ne contient aucune ligne à importer.',
    nl: 'Dit bestand bevat geen regels om te importeren.',
    en: 'This file holds no rows to import.',
  },
  import_columns_missing: {
    fr: 'Colonnes introuvables : {columns}. La première ligne doit nommer les colonnes (par exemple SKU ou CNK, et Quantité).',
    nl: 'Kolommen niet gevonden: {columns}. De eerste regel moet de kolommen benoemen (bijvoorbeeld SKU of CNK, en Aantal).',
    en: 'Columns not found: {columns}. The first row must name the columns (for example SKU or CNK, and Quantity).',
  },
  import_too_many_rows: {
    fr: 'Ce fichier contient trop de lignes : {max} au maximum.',
    nl: 'Dit bestand bevat te veel regels: maximaal {max}.',
    en: 'This file holds too many rows: {max} at most.',
  },
  current_password_incorrect: {
    fr: 'Le mot de passe actuel est incorrect.',
    nl: 'Het huidige wachtwoord is onjuist.',
    en: 'The current password is incorrect.',
  },
  password_too_weak: {
    fr: 'Le nouveau mot de passe n’est pas assez sûr.',
    nl: 'Het nieuwe wachtwoord is niet veilig genoeg.',
    en: 'The new password is not strong enough.',
  },
  address_invalid: {
    fr: 'L’adresse est incomplète ou incorrecte.',
    nl: 'Het adres is onvolledig of onjuist.',
    en: 'The address is incomplete or incorrect.',
  },
  address_main_not_deletable: {
    fr: 'L’adresse principale ne peut pas être supprimée.',
    nl: 'Het hoofdadres kan niet worden verwijderd.',
    en: 'The main address cannot be deleted.',
  },
  address_request_decided: {
    fr: 'Cette demande a déjà été traitée.',
    nl: 'Deze aanvraag is al behandeld.',
    en: 'This request has already been handled.',
  },
  registration_invalid: {
    fr: 'Certains champs de l’inscription sont manquants ou incorrects.',
    nl: 'Sommige velden van de registratie ontbreken of zijn onjuist.',
    en: 'Some fields of the registration are missing or incorrect.',
  },
  registration_decided: {
    fr: 'Cette inscription a déjà été traitée.',
    nl: 'Deze registratie is al behandeld.',
    en: 'This registration has already been handled.',
  },
  registration_login_taken: {
    fr: 'Cette adresse e-mail est déjà l’identifiant d’un compte : impossible de créer un second compte.',
    nl: 'Dit e-mailadres is al de gebruikersnaam van een account: er kan geen tweede account worden aangemaakt.',
    en: 'This email address is already the login of an account: a second account cannot be created.',
  },
  pricelist_not_found: {
    fr: 'Cette liste de prix n’existe pas.',
    nl: 'Deze prijslijst bestaat niet.',
    en: 'This pricelist does not exist.',
  },
  // `token`: `link` (a mail's link: set password, validate the e-mail) or `access` (the identity provider's access
  // token of POST auth/signin, decision 036). One code, as RFC 6750 names the refusal, two things to tell.
  invalid_token: {
    fr: '{token, select, access {Votre connexion n’est plus valable : connectez-vous à nouveau.} other {Ce lien n’est plus valable : il a déjà servi ou il a expiré. Demandez-en un nouveau.}}',
    nl: '{token, select, access {Uw aanmelding is niet meer geldig: meld u opnieuw aan.} other {Deze link is niet meer geldig: hij werd al gebruikt of is verlopen. Vraag een nieuwe aan.}}',
    en: '{token, select, access {Your sign-in is no longer valid: please sign in again.} other {This link is no longer valid: it has already been used or has expired. Ask for a new one.}}',
  },
  oidc_not_configured: {
    fr: 'La connexion par le fournisseur d’identité n’est pas activée sur cette boutique.',
    nl: 'Aanmelden via de identiteitsprovider is niet ingeschakeld in deze winkel.',
    en: 'Sign-in through the identity provider is not enabled on this shop.',
  },
  registration_required: {
    fr: 'Aucun compte n’a pour identifiant l’adresse e-mail {email} : inscrivez-vous d’abord.',
    nl: 'Geen enkel account heeft het e-mailadres {email} als gebruikersnaam: registreer u eerst.',
    en: 'No account has the email address {email} as its login: register first.',
  },
  subject_changed: {
    fr: 'Vous êtes connecté sous une autre identité : votre session a été fermée. Connectez-vous à nouveau.',
    nl: 'U bent onder een andere identiteit aangemeld: uw sessie werd gesloten. Meld u opnieuw aan.',
    en: 'You are signed in as someone else: your session was closed. Please sign in again.',
  },
  too_many_requests: {
    fr: 'Trop de demandes depuis votre connexion. Réessayez dans {minutes} min.',
    nl: 'Te veel aanvragen vanaf uw verbinding. Probeer het over {minutes} min. opnieuw.',
    en: 'Too many requests from your connection. Try again in {minutes} min.',
  },
  lead_data_invalid: {
    fr: 'Certains champs du formulaire de contact sont manquants ou incorrects.',
    nl: 'Sommige velden van het contactformulier ontbreken of zijn onjuist.',
    en: 'Some fields of the contact form are missing or incorrect.',
  },
  lead_file_unsupported: {
    fr: 'Le fichier « {name} » n’est pas un PDF, PNG ou JPEG : seuls ces formats sont acceptés.',
    nl: 'Het bestand "{name}" is geen PDF, PNG of JPEG: alleen deze formaten worden aanvaard.',
    en: 'The file "{name}" is not a PDF, PNG or JPEG: only these formats are accepted.',
  },
  lead_file_too_large: {
    fr: 'Un fichier dépasse la taille maximale de {mb} Mo.',
    nl: 'Een bestand is groter dan de maximale grootte van {mb} MB.',
    en: 'A file is larger than the {mb} MB limit.',
  },
  lead_too_many_files: {
    fr: 'Vous pouvez joindre au maximum {max} fichiers.',
    nl: 'U kunt maximaal {max} bestanden bijvoegen.',
    en: 'You can attach at most {max} files.',
  },
  lead_not_found: {
    fr: 'Cette demande de contact n’existe pas.',
    nl: 'Deze contactaanvraag bestaat niet.',
    en: 'This contact request does not exist.',
  },
  lead_file_not_found: {
    fr: 'Ce fichier n’existe pas.',
    nl: 'Dit bestand bestaat niet.',
    en: 'This file does not exist.',
  },
  form_not_found: {
    fr: 'Ce formulaire n’existe pas.',
    nl: 'Dit formulier bestaat niet.',
    en: 'This form does not exist.',
  },
  form_invalid: {
    fr: 'Certains champs du formulaire sont manquants ou incorrects.',
    nl: 'Sommige velden van het formulier ontbreken of zijn onjuist.',
    en: 'Some fields of the form are missing or incorrect.',
  },
  mail_not_resendable: {
    fr: 'Cet e-mail est déjà en attente d’envoi : il ne peut pas être renvoyé maintenant.',
    nl: 'Deze e-mail wacht al op verzending: hij kan nu niet opnieuw worden verzonden.',
    en: 'This email is already waiting to be sent: it cannot be sent again now.',
  },
  wishlist_not_found: {
    fr: 'Cette commande type n’existe pas.',
    nl: 'Deze standaardbestelling bestaat niet.',
    en: 'This standard order does not exist.',
  },
  wishlist_line_not_found: {
    fr: 'Cette ligne n’est pas dans cette commande type.',
    nl: 'Deze regel staat niet in deze standaardbestelling.',
    en: 'This line is not in this standard order.',
  },
  wishlist_name_taken: {
    fr: 'Vous avez déjà une commande type nommée « {name} ».',
    nl: 'U hebt al een standaardbestelling met de naam "{name}".',
    en: 'You already have a standard order named "{name}".',
  },
  wishlist_product_duplicate: {
    fr: 'Ce produit est déjà présent dans cette commande type',
    nl: 'Dit product staat al in deze standaardbestelling',
    en: 'This product is already in this standard order',
  },
  wishlist_product_unavailable: {
    fr: 'Ce produit n’existe pas ou ne peut pas être commandé par votre compte.',
    nl: 'Dit product bestaat niet of kan niet besteld worden met uw account.',
    en: 'This product does not exist or cannot be ordered by your account.',
  },
  wishlist_substitute_invalid: {
    fr: 'Ce produit n’est pas un produit de remplacement de celui de la ligne.',
    nl: 'Dit product is geen vervangproduct van dat van de regel.',
    en: "This product is not a substitute for the line's product.",
  },
  wishlist_too_many_lines: {
    fr: 'Une commande type contient au maximum {max} lignes.',
    nl: 'Een standaardbestelling bevat maximaal {max} regels.',
    en: 'A standard order holds at most {max} lines.',
  },
  wishlist_move_same_list: {
    fr: 'Choisissez une autre commande type que celle-ci.',
    nl: 'Kies een andere standaardbestelling dan deze.',
    en: 'Choose another standard order than this one.',
  },
  promo_product_not_found: {
    fr: 'Ce produit n’existe pas ou n’est pas disponible pour votre compte.',
    nl: 'Dit product bestaat niet of is niet beschikbaar voor uw account.',
    en: 'This product does not exist or is not available for your account.',
  },
  promo_subscription_not_found: {
    fr: 'Vous n’avez pas d’alerte de fin de promotion pour ce produit.',
    nl: 'U hebt geen melding einde promotie voor dit product.',
    en: 'You have no promotion-end alert for this product.',
  },
  quotation_not_found: {
    fr: 'Ce devis n’existe pas.',
    nl: 'Deze offerte bestaat niet.',
    en: 'This quotation does not exist.',
  },
  quotation_line_not_found: {
    fr: 'Cette ligne n’est pas dans ce devis.',
    nl: 'Deze regel staat niet in deze offerte.',
    en: 'This line is not in this quotation.',
  },
  quotation_product_unavailable: {
    fr: 'Ce produit n’existe pas ou n’est pas disponible pour votre compte.',
    nl: 'Dit product bestaat niet of is niet beschikbaar voor uw account.',
    en: 'This product does not exist or is not available for your account.',
  },
  quotation_too_many_lines: {
    fr: 'Un devis contient au maximum {max} lignes.',
    nl: 'Een offerte bevat maximaal {max} regels.',
    en: 'A quotation holds at most {max} lines.',
  },
  quotation_empty: {
    fr: 'Ajoutez au moins un produit au devis avant de le demander.',
    nl: 'Voeg minstens één product toe aan de offerte voordat u ze aanvraagt.',
    en: 'Add at least one product to the quotation before requesting it.',
  },
  quotation_not_priced: {
    fr: 'Toutes les lignes du devis doivent avoir un prix avant l’envoi.',
    nl: 'Alle regels van de offerte moeten een prijs hebben voordat ze verstuurd wordt.',
    en: 'Every line of the quotation needs a price before it is sent.',
  },
  quotation_expired: {
    fr: 'Ce devis n’était valable que jusqu’au {date} : demandez-en une nouvelle version.',
    nl: 'Deze offerte was maar geldig tot {date}: vraag een nieuwe versie aan.',
    en: 'This quotation was only valid until {date}: request a new version.',
  },
  invalid_transition: {
    fr: 'Impossible : ce devis est à l’état « {state} ».',
    nl: 'Niet mogelijk: deze offerte heeft de status "{state}".',
    en: 'Not possible: this quotation is "{state}".',
  },
  duplicate_line: {
    fr: 'Ce produit est déjà présent dans ce devis',
    nl: 'Dit product staat al in deze offerte',
    en: 'This product is already in this quotation',
  },
  duplicate_reference: {
    fr: 'Vous avez déjà un devis avec la référence « {ref} ».',
    nl: 'U hebt al een offerte met de referentie "{ref}".',
    en: 'You already have a quotation with the reference "{ref}".',
  },
  cms_slug_taken: {
    fr: 'L’adresse « {slug} » ({language}) est déjà utilisée : choisissez une autre adresse pour ce contenu.',
    nl: 'Het adres "{slug}" ({language}) is al in gebruik: kies een ander adres voor deze inhoud.',
    en: 'The address "{slug}" ({language}) is already used: choose another address for this content.',
  },
  cms_code_taken: {
    fr: 'Le code « {code} » est déjà utilisé par un autre bloc de texte.',
    nl: 'De code "{code}" wordt al gebruikt door een ander tekstblok.',
    en: 'The code "{code}" is already used by another text block.',
  },
  cms_file_missing: {
    fr: 'Aucun fichier reçu : choisissez une image ou un PDF.',
    nl: 'Geen bestand ontvangen: kies een afbeelding of een pdf.',
    en: 'No file received: choose an image or a PDF.',
  },
  cms_file_unsupported: {
    fr: 'Ce fichier n’est pas accepté : envoyez une image PNG, JPEG, WebP ou GIF, ou un PDF.',
    nl: 'Dit bestand wordt niet aanvaard: stuur een PNG-, JPEG-, WebP- of GIF-afbeelding, of een pdf.',
    en: 'This file is not accepted: send a PNG, JPEG, WebP or GIF image, or a PDF.',
  },
  cms_file_too_large: {
    fr: 'Ce fichier est trop volumineux (maximum {mb} Mo).',
    nl: 'Dit bestand is te groot (maximum {mb} MB).',
    en: 'This file is too large (maximum {mb} MB).',
  },
  cms_file_invalid: {
    fr: 'Le fichier choisi pour « {field} » n’existe pas ou n’est pas du bon type.',
    nl: 'Het bestand gekozen voor "{field}" bestaat niet of is niet van het juiste type.',
    en: 'The file chosen for "{field}" does not exist or is not of the right type.',
  },
} as const satisfies Record<ErrorCode, Localized>;

/** Cart-sync refusals reported per transaction (contract CART_SYNC_REFUSAL_CODES; product_not_priced is above). */
const refusalMessages = {
  product_unknown: {
    fr: 'Ce produit n’existe pas ou n’est plus vendu.',
    nl: 'Dit product bestaat niet of wordt niet meer verkocht.',
    en: 'This product does not exist or is no longer sold.',
  },
  product_not_sold_online: {
    fr: 'Ce produit ne peut pas être commandé en ligne.',
    nl: 'Dit product kan niet online besteld worden.',
    en: 'This product cannot be ordered online.',
  },
  product_veterinary_only: {
    fr: 'Ce produit est réservé aux vétérinaires.',
    nl: 'Dit product is voorbehouden aan dierenartsen.',
    en: 'This product is for veterinarians only.',
  },
  product_quotation_only: {
    fr: 'Ce produit est vendu uniquement sur devis.',
    nl: 'Dit product wordt enkel op offerte verkocht.',
    en: 'This product is sold on quotation only.',
  },
  qty_too_large: {
    fr: 'La quantité maximale par ligne est {max}.',
    nl: 'De maximale hoeveelheid per lijn is {max}.',
    en: 'The maximum quantity per line is {max}.',
  },
  nothing_to_reduce: {
    fr: 'Ce produit n’est plus dans le panier : la diminution n’a pas été appliquée.',
    nl: 'Dit product zit niet meer in het winkelmandje: de vermindering werd niet toegepast.',
    en: 'This product is no longer in the cart: the decrease was not applied.',
  },
  transaction_invalid: {
    fr: 'Cette modification du panier n’est pas lisible : elle n’a pas été appliquée.',
    nl: 'Deze wijziging van het winkelmandje is onleesbaar: ze werd niet toegepast.',
    en: 'This cart change cannot be read: it was not applied.',
  },
  uuid_invalid: {
    fr: 'L’identifiant de cette modification du panier n’est pas valide : elle n’a pas été appliquée.',
    nl: 'De identificatie van deze wijziging van het winkelmandje is ongeldig: ze werd niet toegepast.',
    en: 'The identifier of this cart change is not valid: it was not applied.',
  },
  product_id_invalid: {
    fr: 'Cette modification du panier ne désigne pas de produit : elle n’a pas été appliquée.',
    nl: 'Deze wijziging van het winkelmandje vermeldt geen product: ze werd niet toegepast.',
    en: 'This cart change names no product: it was not applied.',
  },
  qty_invalid: {
    fr: 'La quantité doit être un nombre entier entre -{max} et {max}.',
    nl: 'De hoeveelheid moet een geheel getal tussen -{max} en {max} zijn.',
    en: 'The quantity must be a whole number between -{max} and {max}.',
  },
  options_invalid: {
    fr: 'Les options de ce produit ne sont pas valides (trop longues, trop imbriquées ou illisibles) : la modification n’a pas été appliquée.',
    nl: 'De opties van dit product zijn ongeldig (te lang, te diep genest of onleesbaar): de wijziging werd niet toegepast.',
    en: 'The options of this product are not valid (too long, too deeply nested or unreadable): the change was not applied.',
  },
} as const satisfies Record<Exclude<CartSyncRefusalCode, ErrorCode>, Localized>;

/** Why a row of a CSV order import was skipped (domain ORDER_IMPORT_ROW_REASONS, prefixed import_row_). */
const importRowMessages = {
  import_row_code_missing: {
    fr: 'Aucun code produit sur cette ligne.',
    nl: 'Geen productcode op deze regel.',
    en: 'No product code on this row.',
  },
  import_row_code_unknown: {
    fr: 'Aucun produit ne porte ce code, ou il n’est plus vendu.',
    nl: 'Geen enkel product heeft deze code, of het wordt niet meer verkocht.',
    en: 'No product has this code, or it is no longer sold.',
  },
  import_row_qty_invalid: {
    fr: 'La quantité doit être un nombre entier supérieur à 0.',
    nl: 'De hoeveelheid moet een geheel getal groter dan 0 zijn.',
    en: 'The quantity must be a whole number above 0.',
  },
  import_row_qty_too_large: refusalMessages.qty_too_large,
  import_row_options_invalid: {
    fr: 'Les options de cette ligne ne sont pas lisibles.',
    nl: 'De opties van deze regel zijn onleesbaar.',
    en: 'The options of this row cannot be read.',
  },
  import_row_customer_cannot_order: errorMessages.customer_cannot_order,
  import_row_product_not_sold_online: refusalMessages.product_not_sold_online,
  import_row_product_veterinary_only: refusalMessages.product_veterinary_only,
  import_row_product_quotation_only: refusalMessages.product_quotation_only,
  import_row_product_not_priced: errorMessages.product_not_priced,
} as const satisfies Record<`import_row_${OrderImportRowReason}`, Localized>;

/** Field-level validation messages (error bodies' `fields[].message`). */
const fieldMessages = {
  field_required: {
    fr: 'Ce champ est obligatoire.',
    nl: 'Dit veld is verplicht.',
    en: 'This field is required.',
  },
  field_invalid_type: {
    fr: 'Type incorrect : {expected} attendu.',
    nl: 'Verkeerd type: {expected} verwacht.',
    en: 'Wrong type: {expected} expected.',
  },
  field_too_small: {
    fr: 'Valeur trop petite (minimum {minimum}).',
    nl: 'Waarde te klein (minimum {minimum}).',
    en: 'Value too small (minimum {minimum}).',
  },
  field_too_big: {
    fr: 'Valeur trop grande (maximum {maximum}).',
    nl: 'Waarde te groot (maximum {maximum}).',
    en: 'Value too large (maximum {maximum}).',
  },
  field_invalid_format: {
    fr: 'Format incorrect ({format} attendu).',
    nl: 'Ongeldig formaat ({format} verwacht).',
    en: 'Invalid format ({format} expected).',
  },
  field_invalid_value: {
    fr: 'Valeur non autorisée.',
    nl: 'Waarde niet toegestaan.',
    en: 'Value not allowed.',
  },
  field_unknown: { fr: 'Champ inconnu.', nl: 'Onbekend veld.', en: 'Unknown field.' },
  field_address_required: {
    fr: 'Ce champ est obligatoire pour une adresse.',
    nl: 'Dit veld is verplicht voor een adres.',
    en: 'This field is required for an address.',
  },
  field_country_unknown: {
    fr: 'Choisissez un pays de la liste.',
    nl: 'Kies een land uit de lijst.',
    en: 'Choose a country from the list.',
  },
  field_password_too_short: {
    fr: 'Au moins {minimum} caractères.',
    nl: 'Minstens {minimum} tekens.',
    en: 'At least {minimum} characters.',
  },
  field_password_contains_login: {
    fr: 'Ne doit pas contenir votre identifiant.',
    nl: 'Mag uw gebruikersnaam niet bevatten.',
    en: 'Must not contain your login.',
  },
  field_password_common: {
    fr: 'Ce mot de passe est trop courant.',
    nl: 'Dit wachtwoord is te gangbaar.',
    en: 'This password is too common.',
  },
  field_email_invalid: {
    fr: 'Saisissez une adresse e-mail valide.',
    nl: 'Vul een geldig e-mailadres in.',
    en: 'Enter a valid email address.',
  },
  field_must_accept: {
    fr: 'Vous devez cocher cette case pour continuer.',
    nl: 'U moet dit vakje aanvinken om verder te gaan.',
    en: 'You must tick this box to continue.',
  },
  field_activity_required: {
    fr: 'Choisissez au moins une activité.',
    nl: 'Kies minstens één activiteit.',
    en: 'Choose at least one activity.',
  },
  field_vat_invalid_format: {
    fr: 'Numéro de TVA belge attendu, par exemple BE0123.456.749.',
    nl: 'Belgisch btw-nummer verwacht, bijvoorbeeld BE0123.456.749.',
    en: 'A Belgian VAT number is expected, for example BE0123.456.749.',
  },
  field_vat_invalid_check_digits: {
    fr: 'Ce numéro de TVA n’existe pas : vérifiez les chiffres.',
    nl: 'Dit btw-nummer bestaat niet: controleer de cijfers.',
    en: 'This VAT number does not exist: check the digits.',
  },
  field_text_too_long: {
    fr: 'Texte trop long (maximum {maximum} caractères).',
    nl: 'Tekst te lang (maximum {maximum} tekens).',
    en: 'Text too long (at most {maximum} characters).',
  },
  field_invalid_choice: {
    fr: 'Choisissez une des valeurs proposées.',
    nl: 'Kies een van de voorgestelde waarden.',
    en: 'Choose one of the values offered.',
  },
  field_invalid_date: {
    fr: 'Saisissez une date valide.',
    nl: 'Vul een geldige datum in.',
    en: 'Enter a valid date.',
  },
  field_nul_byte: {
    fr: 'Le caractère nul (U+0000) n’est pas autorisé.',
    nl: 'Het nulteken (U+0000) is niet toegestaan.',
    en: 'The null character (U+0000) is not allowed.',
  },
  field_lone_surrogate: {
    fr: 'Ce texte contient un caractère incomplet (une moitié de paire de substitution UTF-16) : corrigez-le.',
    nl: 'Deze tekst bevat een onvolledig teken (de helft van een UTF-16-surrogaatpaar): pas hem aan.',
    en: 'This text holds an incomplete character (half of a UTF-16 surrogate pair): correct it.',
  },
} as const satisfies Record<`field_${string}`, Localized>;

/** Texts shown in answers: unavailable information, order states, order line names, documents. */
const texts = {
  carrier_needs_dropoff: {
    fr: 'Ce mode de livraison demande une adresse de dépôt.',
    nl: 'Deze leveringswijze vereist een afhaalpunt.',
    en: 'This delivery method needs a drop-off address.',
  },
  delivery_unavailable: {
    fr: 'Information de livraison indisponible',
    nl: 'Leveringsinformatie niet beschikbaar',
    en: 'Delivery information unavailable',
  },
  suite_name_unavailable: {
    fr: 'Dernier numéro de suite indisponible',
    nl: 'Laatste volgnummer niet beschikbaar',
    en: 'Last sequence number unavailable',
  },
  line_qty_unavailable: {
    fr: 'Ce produit n’est pas disponible dans la quantité demandée. {qty} unité(s) sont indisponibles.',
    nl: 'Dit product is niet beschikbaar in de gevraagde hoeveelheid. {qty} eenhe(i)d(en) zijn niet beschikbaar.',
    en: 'This product is not available in the requested quantity. {qty} unit(s) are unavailable.',
  },
  line_available_again: {
    fr: 'Ce produit est à nouveau disponible dans la quantité demandée.',
    nl: 'Dit product is opnieuw beschikbaar in de gevraagde hoeveelheid.',
    en: 'This product is available again in the requested quantity.',
  },
  state_sale: { fr: 'Confirmée', nl: 'Bevestigd', en: 'Confirmed' },
  state_done: { fr: 'Livrée', nl: 'Geleverd', en: 'Delivered' },
  state_cancel: { fr: 'Annulée', nl: 'Geannuleerd', en: 'Canceled' },
  coupon_line_name: {
    fr: 'Code promo {code} (TVA {vat} %)',
    nl: 'Promotiecode {code} (btw {vat} %)',
    en: 'Promotion code {code} (VAT {vat} %)',
  },
  coupon_label_percent: {
    fr: '{percent} % de remise sur les produits',
    nl: '{percent} % korting op de producten',
    en: '{percent} % off the products',
  },
  coupon_label_amount: {
    fr: '{amount} de remise sur les produits (HTVA)',
    nl: '{amount} korting op de producten (excl. btw)',
    en: '{amount} off the products (excl. VAT)',
  },
  coupon_label_free: {
    fr: '{qty} × {name} offert',
    nl: '{qty} × {name} gratis',
    en: '{qty} × {name} free',
  },
  fee_line_name: {
    fr: 'Contribution aux frais (petite commande)',
    nl: 'Bijdrage in de kosten (kleine bestelling)',
    en: 'Small-order fee',
  },
  delivery_line_name: { fr: 'Livraison : {carrier}', nl: 'Levering: {carrier}', en: 'Delivery: {carrier}' },
  free_goods_line_name: {
    fr: '{name} (gratuit, promotion {main} + {promo})',
    nl: '{name} (gratis, promotie {main} + {promo})',
    en: '{name} (free, promotion {main} + {promo})',
  },
  free_goods_line_name_plain: { fr: '{name} (gratuit)', nl: '{name} (gratis)', en: '{name} (free)' },
  cart_name: { fr: 'Panier {number}', nl: 'Winkelmandje {number}', en: 'Cart {number}' },
  media_notice: { fr: 'Notice', nl: 'Bijsluiter', en: 'Package leaflet' },
  media_sheet: { fr: 'Fiche produit', nl: 'Productfiche', en: 'Product sheet' },
  media_active_principle: { fr: 'Principe actif', nl: 'Werkzame stof', en: 'Active principle' },
  media_demo_document: {
    fr: 'Document de démonstration. Lisez la notice officielle avant toute utilisation et respectez la posologie prescrite par le vétérinaire.',
    nl: 'Demonstratiedocument. Lees de officiële bijsluiter vóór gebruik en volg de dosering die de dierenarts voorschrijft.',
    en: 'Demonstration document. Read the official leaflet before use and follow the dosage prescribed by the veterinarian.',
  },
  quotation_state_draft: { fr: 'Brouillon', nl: 'Concept', en: 'Draft' },
  quotation_state_customer_request: { fr: 'Demandé', nl: 'Aangevraagd', en: 'Requested' },
  quotation_state_waiting_acceptation: {
    fr: 'En attente de votre acceptation',
    nl: 'Wacht op uw aanvaarding',
    en: 'Awaiting your acceptance',
  },
  quotation_state_accepted: { fr: 'Accepté', nl: 'Aanvaard', en: 'Accepted' },
  quotation_state_cancel: { fr: 'Annulé', nl: 'Geannuleerd', en: 'Canceled' },
  quotation_validity_past: {
    fr: 'La date de validité ne peut pas être passée.',
    nl: 'De geldigheidsdatum mag niet in het verleden liggen.',
    en: 'The validity date cannot be in the past.',
  },
  small_ad_state_draft: { fr: 'Brouillon', nl: 'Concept', en: 'Draft' },
  small_ad_state_pending: {
    fr: 'En attente de validation',
    nl: 'Wacht op goedkeuring',
    en: 'Awaiting approval',
  },
  small_ad_state_published: { fr: 'Publiée', nl: 'Gepubliceerd', en: 'Published' },
  small_ad_state_cancel: { fr: 'Refusée', nl: 'Geweigerd', en: 'Refused' },
  small_ad_too_long: {
    fr: '{max} caractères au maximum.',
    nl: 'Maximaal {max} tekens.',
    en: 'At most {max} characters.',
  },
  small_ad_invalid_date: {
    fr: 'Date non valide : écrivez-la jj/mm/aaaa.',
    nl: 'Ongeldige datum: schrijf ze als dd/mm/jjjj.',
    en: 'Invalid date: write it dd/mm/yyyy.',
  },
  small_ad_end_before_start: {
    fr: 'La date de fin ne peut pas précéder la date de début.',
    nl: 'De einddatum mag niet vóór de begindatum liggen.',
    en: 'The end date cannot be before the start date.',
  },
  small_ad_invalid_email: {
    fr: 'Cette adresse e-mail n’est pas valide.',
    nl: 'Dit e-mailadres is ongeldig.',
    en: 'This email address is not valid.',
  },
  small_ad_invalid_choice: {
    fr: 'Choisissez une valeur de la liste.',
    nl: 'Kies een waarde uit de lijst.',
    en: 'Choose a value from the list.',
  },
  small_ad_parameters_invalid: {
    fr: 'Le champ parameters doit être un objet JSON avec les champs de l’annonce.',
    nl: 'Het veld parameters moet een JSON-object met de velden van het zoekertje zijn.',
    en: "The parameters field must be a JSON object with the small ad's fields.",
  },
} as const satisfies Record<string, Localized>;

const catalogue = { ...errorMessages, ...refusalMessages, ...importRowMessages, ...fieldMessages, ...texts };

export type MessageCode = keyof typeof catalogue;
export const MESSAGE_CODES = Object.keys(catalogue) as MessageCode[];
/** Every message's template per language (the catalogue tests parse and format each). */
export const MESSAGE_TEMPLATES: Readonly<Record<MessageCode, Localized>> = catalogue;

export function translate(
  code: MessageCode,
  locale: Locale,
  params: Record<string, string | number> = {},
): string {
  return formatMessage(catalogue[code][locale], locale, params);
}
