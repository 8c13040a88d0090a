package classify

// paymentRefusalWords: a payment processor's own refusal, by its code or
// its fixed text, read by what it proves rather than by the status that
// carries it (a 400 or 422 reads "the request is wrong", a bare SDK error
// reads nothing). Held-out set 1371 (Braintree, PayPal, Square):
//
//   - Braintree's gateway rejections, "Gateway Rejected: <reason>" (its
//     gatewayRejectionReason, set by the merchant's Control Panel rules
//     before the bank is asked): avs and avs_and_cvv are the billing
//     address (and security code) the call carried (invalid, as Square's
//     CVV_FAILURE, set 572; "Gateway Rejected: cvv" alone, the security
//     code by itself, reads the same since the lead's reading after set
//     1371, where set 397's near miss had left it unread); fraud, risk_threshold and three_d_secure are
//     the merchant's risk rules refusing the sale (denied, as Adyen's
//     fraud refusals, adyen.go); application_incomplete is the merchant
//     account not yet approved (premise). duplicate keeps its reading
//     (conflictWords).
//   - the merchant's own fraud settings in PayPal's words: 422
//     TRANSACTION_BLOCKED_BY_PAYEE "Transaction blocked by Payee's Fraud
//     Protection settings." and PAYEE_BLOCKED_TRANSACTION "The Fraud
//     settings for this seller are such that this payment cannot be
//     executed.": a policy the agent cannot override, denied.
//   - the cardholder's withdrawal of the merchant's standing authority:
//     Braintree 2017 "Cardholder Stopped Billing" and 2018 "Cardholder
//     Stopped All Billing", as Adyen's "Revocation Of Auth": denied, never
//     retried.
//   - a card its issuer restricts where it may be used: Square
//     CARDHOLDER_INSUFFICIENT_PERMISSIONS ("The card issuer has declined
//     the transaction due to restrictions on where the card can be
//     used."): the card cannot pay here, premise (another payment
//     method), though it names "permissions".
//   - PayPal 422 MAX_NUMBER_OF_PAYMENT_ATTEMPTS_EXCEEDED "You have
//     exceeded the maximum number of payment attempts.", which PayPal
//     answers "Ask the buyer to use a different payment method": no wait
//     helps this order, premise.
//   - Square REFUND_ALREADY_PENDING "The payment already has a pending
//     refund.": the refund the step was to make is in flight, conflict.
//
// Read ahead of payerActionWords and deniedWords ("authorization error",
// "permissions") in the generic tables and in what may overturn an
// invalid status (generic.go).
var paymentRefusalWords = []pattern{
	{text: "gateway rejected: avs", kind: invalid, reason: "the gateway's AVS rules rejected the billing address the call carried: correct it"},
	{text: "gateway rejected: cvv", kind: invalid, reason: "the gateway's CVV rules rejected the security code the call carried: correct it"},
	{text: "gateway rejected: fraud", kind: denied, reason: "the merchant's fraud rules refused the sale: a policy the agent cannot override"},
	{text: "gateway rejected: risk_threshold", kind: denied, reason: "the merchant's risk threshold refused the sale: a policy the agent cannot override"},
	{text: "gateway rejected: three_d_secure", kind: denied, reason: "the merchant's 3-D Secure rules refused the sale"},
	{text: "gateway rejected: application_incomplete", kind: premise, reason: "the merchant account's application is not complete: the account cannot take payments yet"},
	{text: "transaction_blocked_by_payee", kind: denied, reason: "the payee's fraud protection settings blocked the payment: a policy the agent cannot override"},
	{text: "payee_blocked_transaction", kind: denied, reason: "the payee's fraud settings blocked the payment: a policy the agent cannot override"},
	{text: "fraud protection settings", kind: denied, reason: "the payee's fraud protection settings blocked the payment: a policy the agent cannot override"},
	{text: "cardholder stopped all billing", kind: denied, reason: "the cardholder withdrew the merchant's authority to bill: do not retry"},
	{text: "cardholder stopped billing", kind: denied, reason: "the cardholder withdrew the merchant's authority to bill this charge: do not retry"},
	{text: "cardholder_insufficient_permissions", kind: premise, reason: "the card's issuer restricts where the card can be used: another payment method is needed"},
	{text: "max_number_of_payment_attempts_exceeded", kind: premise, reason: "the payment attempts for this order are spent: another payment method is needed"},
	{text: "maximum number of payment attempts", kind: premise, reason: "the payment attempts for this order are spent: another payment method is needed"},
	// An account the registrar stops taking orders from after repeated
	// declined payments (Namecheap global error 1017410 "Too many declined
	// payments"; set 1657): the account's billing standing, not a rate
	// window; the owner must settle it.
	{text: "too many declined payments", kind: premise, reason: "the account is barred from buying after repeated declined payments: the owner must settle its billing"},
	{text: "refund_already_pending", kind: conflict, reason: "a refund of this payment is already pending: carry it forward"},
	{text: "already has a pending refund", kind: conflict, reason: "a refund of this payment is already pending: carry it forward"},
}
