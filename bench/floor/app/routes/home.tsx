import { useLoaderData } from 'react-router';

export function meta() {
  return [{ title: 'Floor' }];
}

/** Twelve items, as a category page's first row would show: the loader's work is negligible on purpose. */
export function loader() {
  return {
    items: Array.from({ length: 12 }, (_, i) => ({
      id: i + 1,
      name: `Produit ${i + 1}`,
      price: `${(9.5 + i * 1.25).toFixed(2)} €`,
    })),
  };
}

export default function Home() {
  const { items } = useLoaderData<typeof loader>();
  return (
    <main>
      <h1>Produits</h1>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            {item.name} – {item.price}
          </li>
        ))}
      </ul>
    </main>
  );
}
