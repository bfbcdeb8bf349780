// The feature's light part, which the app's entry uses (the signed-in user's query). The screens
// are in ./screens, a chunk fetched with the `auth` strings when a signed-out page is first shown.
export { useUser, userQueryKey, userQueryOptions } from './api/get-user';
