package classify

import "testing"

// First run at 2db8708a: 26/36 overall, 16/25 tricky.
// Tolerated: i1455-stripe-3ds-required: premise vs denied (ruling): set 1170's payer-action ruling reads Stripe's authentication_required as premise, bring the payer back (appwords.go payerActionWords, docs/taxonomy.md); the label read the missing cardholder authentication as authority the agent lacks.
// Tolerated: i1455-paypal-payee-restricted: premise vs denied (ruling): sets 397 and 404 read PayPal's PAYEE_ACCOUNT_RESTRICTED "The merchant account is restricted." as an account state, premise (generic.go "account is restricted"); the label read it as PayPal's policy refusal.
func TestIndependentCases1455(t *testing.T) {
	runIndependent(t, "testdata/independent1455.jsonl", true, "i1455-stripe-3ds-required", "i1455-paypal-payee-restricted")
}

// TestGeneralise1455AdyenForm: Adyen's legacy form-encoded answers (the
// HTTP Post API spoken by ActiveMerchant and Barclaycard SmartPay) carry the
// same resultCode/refusalReason and errorType/errorCode as the JSON ones,
// and are read the same way (adyen.go adyenForm). A configuration error is
// the merchant account's setup even under 500 (docs.adyen.com/errors/
// configuration); Cancelled with a reason the refusal table holds is
// Adyen's own cancellation. Near misses: a plain Authorised answer, a
// shopper's Cancelled without a reason, an "internal" error and an
// ordinary query string keep their other readings.
func TestGeneralise1455AdyenForm(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"form refused generic", "http", 200, "", "pspReference=7914002630895751&refusalReason=Refused&resultCode=Refused", premise},
		{"form refused cvc", "http", 200, "", "pspReference=7914002630895752&refusalReason=CVC+Declined&resultCode=Refused", invalid},
		{"form refused acquirer", "http", 200, "", "pspReference=7914002630895753&refusalReason=Acquirer+Error&resultCode=Refused", transient},
		{"form fraud cancelled", "http", 200, "", "pspReference=8814591938804746&refusalReason=FRAUD-CANCELLED&resultCode=Cancelled&authCode=3115", denied},
		{"json fraud cancelled", "http", 200, "", `{"pspReference":"8814591938804747","refusalReason":"FRAUD-CANCELLED","resultCode":"Cancelled"}`, denied},
		{"form configuration 500", "http", 500, "", "errorType=configuration&errorCode=905&message=Payment+details+are+not+supported&pspReference=4315391674762858&status=500", premise},
		{"json configuration 500", "http", 500, "", `{"status":500,"errorCode":"905","message":"Payment details are not supported","errorType":"configuration"}`, premise},
		{"form validation", "http", 422, "", "errorType=validation&errorCode=129&message=Expiry+Date+Invalid&status=422", invalid},
		{"form security", "http", 401, "", "errorType=security&errorCode=010&message=Not+allowed&status=403", denied},
		// Near misses.
		{"form internal stays transient", "http", 500, "", "errorType=internal&errorCode=702&message=Internal+error&status=500", transient},
		{"json lambda errorType untouched", "http", 200, "", `{"errorType":"Runtime.ImportModuleError","errorMessage":"Unable to import module 'app'"}`, premise},
	})
}

// TestGeneralise1455CheckoutErrorCodes: Checkout.com names the reasons of
// a rejected request in an "error_codes" list under the generic error_type
// "request_invalid"; the first code is read as a service code (codes.go),
// so an expired card is premise as under Stripe's and Square's codes, and a
// malformed card number stays invalid. Near miss: an unknown code leaves
// the 422 reading.
func TestGeneralise1455CheckoutErrorCodes(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"cko card expired", "http", 422, "", `{"request_id":"0HL80RJLS76I7","error_type":"request_invalid","error_codes":["card_expired"]}`, premise},
		{"cko insufficient funds", "http", 422, "", `{"request_id":"0HL80RJLS76I8","error_type":"request_invalid","error_codes":["insufficient_funds"]}`, premise},
		{"cko number invalid", "http", 422, "", `{"request_id":"0HL80RJLS76I9","error_type":"request_invalid","error_codes":["card_number_invalid"]}`, invalid},
		{"cko unknown code", "http", 422, "", `{"request_id":"0HL80RJLS76IA","error_type":"request_invalid","error_codes":["payment_source_required"]}`, invalid},
	})
}

// TestGeneralise1455PaymentMethodInvalid: a payment method said to be an
// invalid value is the request's argument (Mollie's 422 "The payment method
// is invalid", "field":"method"), not the account's billing, which "payment
// method" alone reads (generic.go quotaWords). Near misses: an account told
// to add or update its payment method stays premise.
func TestGeneralise1455PaymentMethodInvalid(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"mollie method invalid", "http", 422, "", `{"status":422,"title":"Unprocessable Entity","detail":"The payment method is invalid","field":"method"}`, invalid},
		{"method not valid", "http", 400, "", `{"error":"The payment method is not valid for this currency"}`, invalid},
		{"add a payment method", "http", 402, "", `{"error":"Please add a payment method to your account to continue."}`, premise},
		{"update payment method", "http", 403, "", `{"message":"Your payment method has expired. Update your payment method in the billing settings."}`, premise},
	})
}

// TestGeneralise1455AlreadyAfter: "already" after the participle says what
// it says before it (Razorpay's "The payment has been fully refunded
// already"): the world holds what the step was to make, conflict, as
// "already refunded" (appwords.go alreadyWords). Near misses: "partially
// refunded already" is no complete result, and "not refunded already" is
// not matched as a done state.
func TestGeneralise1455AlreadyAfter(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"razorpay refunded already", "http", 400, "BAD_REQUEST_ERROR", `{"error":{"code":"BAD_REQUEST_ERROR","description":"The payment has been fully refunded already","source":"NA","step":"NA","reason":"NA","metadata":{}}}`, conflict},
		{"captured already", "http", 400, "", `{"error":{"code":"BAD_REQUEST_ERROR","description":"This payment has been captured already"}}`, conflict},
		{"was processed already", "http", 422, "", `{"message":"The webhook event was processed already"}`, conflict},
		{"partial stays", "http", 400, "", `{"error":{"code":"BAD_REQUEST_ERROR","description":"The amount must be less than the unrefunded amount; the payment has been partially refunded already"}}`, invalid},
	})
}

// TestGeneralise1455NotInNamedState: "<object> is not in a(n) <state>
// state" (Shopify's 422 "The fulfillment order is not in an open state.",
// ELB's "not in a running state") says the object exists in another state
// than the act needs: premise (statemachine.go notInNamedState). Near
// misses: a value "not in a valid format" or "not in a valid range" names
// no state and stays invalid; a state the object reaches by itself (Gemini's
// file "not in an ACTIVE state" while processed) stays transient.
func TestGeneralise1455NotInNamedState(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"shopify open state", "http", 422, "", `{ "errors": [ "The fulfillment order is not in an open state." ] }`, premise},
		{"draft state", "http", 422, "", `{"errors":["The invoice is not in a draft state"]}`, premise},
		{"closed state", "http", 400, "", `{"message":"Order is not in a closed state."}`, premise},
		{"active state left to settling", "http", 400, "", `{'error': {'code': 400, 'message': 'The File f0x9 is not in an ACTIVE state and usage is not allowed.', 'status': 'FAILED_PRECONDITION'}}`, transient},
		{"format stays", "http", 422, "", `{"errors":["The date is not in a valid format"]}`, invalid},
		{"range stays", "http", 400, "", `{"message":"Quantity is not in a valid range"}`, invalid},
	})
}

// TestGeneralise1455PhoneStep: a phone number the account must verify
// before the act, said under a generic validation code (Stripe's 400
// validation_error "You must verify a phone number on your Stripe account
// before you can send raw credit card numbers"), is an account step,
// premise, as an unverified email is (worldstate.go phoneStepPending).
// Near misses: a malformed phone number, or one the service "could not
// verify", is the argument and stays invalid.
func TestGeneralise1455PhoneStep(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"stripe phone step", "http", 400, "validation_error", `{"error": {"code": "validation_error", "message": "You must verify a phone number on your Stripe account before you can send raw credit card numbers to the Stripe API.", "type": "invalid_request_error"}}`, premise},
		{"verify your phone", "http", 400, "validation_error", `{"error":{"code":"validation_error","message":"Please verify your phone number before creating live API keys."}}`, premise},
		{"not verified", "http", 422, "", `{"message":"Your phone number is not verified. Verify it in your account settings to send messages."}`, premise},
		{"malformed phone stays", "http", 400, "validation_error", `{"error":{"code":"validation_error","message":"The phone number +1 555 is not a valid phone number."}}`, invalid},
		{"could not verify stays", "http", 400, "validation_error", `{"error":{"code":"validation_error","message":"The phone number could not be verified: invalid format"}}`, invalid},
	})
}
