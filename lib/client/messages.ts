/** Texts of PRODUCT.md#messages the browser shows for any failed request (the "interceptor" messages). */
export const INTERCEPTOR_MESSAGES = {
  unauthorised: "You are not authorised to perform this request!",
  serverError: "There was a problem executing your request. ",
  offline: "The Server is unavailable or offline. Contact system administrator",
} as const;

export const INVALID_FORM_ALERT = {
  title: "Hold On ...",
  message: "Please complete all required fields marked with the Asterisk (*)",
} as const;
