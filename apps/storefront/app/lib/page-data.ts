import type { useActionData, useLoaderData } from 'react-router';

/**
 * What a page component of a feature receives from its loader or action, as the browser gets it (serialised):
 * the route passes its `loaderData`/`actionData` through, the feature types them from its own loader.
 */
export type LoaderData<Loader> = ReturnType<typeof useLoaderData<Loader>>;
export type ActionData<Action> = ReturnType<typeof useActionData<Action>>;
