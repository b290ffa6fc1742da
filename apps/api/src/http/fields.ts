/** The request field rules live with the request schemas in @mall/contracts; the routes take them from here. */
export { flagField, idField, idListField, idParams, intField } from '@mall/contracts';
