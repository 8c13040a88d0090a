package classify

// stripeDeclines are Stripe's decline codes whose "Next steps" in
// docs.stripe.com/declines/codes say something other than "the customer
// needs to use another card" (the card_declined default, premise): ask again
// (transient), the payment already went through (conflict), or the details
// were typed wrong (invalid: the same card with corrected details).
var stripeDeclines = map[string]struct {
	kind   byte
	reason string
}{
	// "The payment should be attempted again."
	"approve_with_id":      {'t', "the payment can't be authorized now: attempt it again"},
	"issuer_not_available": {'t', "the issuer could not be reached: attempt it again"},
	"processing_error":     {'t', "an error occurred while processing the card: attempt it again"},
	"reenter_transaction":  {'t', "the issuer could not process it: attempt it again"},
	"try_again_later":      {'t', "the issuer asks to try again later"},
	// "Check to see if a recent payment already exists."
	"duplicate_transaction": {'c', "an identical payment was submitted very recently: it already exists"},
	// "The customer should try again using the correct ..."
	"incorrect_number":     {'i', "the card number is wrong: correct it"},
	"incorrect_cvc":        {'i', "the CVC is wrong: correct it"},
	"incorrect_zip":        {'i', "the postal code is wrong: correct it"},
	"incorrect_pin":        {'i', "the PIN is wrong: correct it"},
	"invalid_number":       {'i', "the card number is wrong: correct it"},
	"invalid_cvc":          {'i', "the CVC is wrong: correct it"},
	"invalid_expiry_month": {'i', "the expiry month is wrong: correct it"},
	"invalid_expiry_year":  {'i', "the expiry year is wrong: correct it"},
	"invalid_pin":          {'i', "the PIN is wrong: correct it"},
	"invalid_amount":       {'i', "the amount is not one the issuer accepts: correct it"},
	// "The customer needs to try again by inserting their card and
	// entering a PIN"; "A genuine card must be used to make a payment": the
	// same payment presented another way (with the PIN, a real card).
	"offline_pin_required":           {'i', "the card needs its PIN: present it again with the PIN"},
	"online_or_offline_pin_required": {'i', "the card needs its PIN: present it again with the PIN"},
	"testmode_decline":               {'i', "a test card in live mode: a genuine card must be used"},
	// Its twin: "Your request was in live mode, but used a known test
	// card" (docs.stripe.com/declines/codes; set 930). The same card
	// argument is wrong for the key's mode: pass a genuine card.
	"test_mode_live_card": {'i', "a known test card in live mode: a genuine card must be used"},
}

// stripeDecline decides a card_declined by its decline_code, or reports
// false to leave the card_declined default (premise) in place.
func stripeDecline(decline string) (Result, bool) {
	d, ok := stripeDeclines[decline]
	if !ok {
		return Result{}, false
	}
	k := transient
	switch d.kind {
	case 'c':
		k = conflict
	case 'i':
		k = invalid
	}
	return Result{Kind: k, Code: "card_declined", Reason: "stripe: card declined with decline_code " + decline + ": " + d.reason}, true
}

// keyModeMismatch finds a "not found" that says the object exists in the
// other mode of the API key (set 181): Stripe's "No such payment_intent:
// 'pi_x'; a similar object exists in live mode, but a test mode key was used
// to make this request" (and test/live the other way round), Mollie's
// "Payment tr_x exists, but the wrong mode is used. Try switching live /
// test API keys". Set 181 read it denied (the key cannot reach it); sets
// 572, 618, 905, 1026 and 1057 read it premise, blind: in the mode the
// plan works in, the object is not there (test and live are two worlds),
// and the plan must use that mode's object or move to the other mode.
func keyModeMismatch(t string) bool {
	return hasAny(t, "mode key was used", "but the wrong mode is used")
}

const keyModeReason = "the object exists only in the other mode of the API key (test or live): it is not in the mode the plan works in; use this mode's object, or the other mode's key"

// stripeFailureCodes are the reasons Stripe writes into an object that a
// 200 returns after the money movement failed: a refund's failure_reason
// (docs.stripe.com/api/refunds/object: "lost_or_stolen_card,
// expired_or_canceled_card, charge_for_pending_refund_disputed,
// insufficient_funds, declined, merchant_request, or unknown") and a payout's
// failure_code (docs.stripe.com/api/payouts/failures). Each names a fact of
// the world the movement rested on (the card, the bank account, the balance)
// that is false now: the money must go another way (premise). merchant_request,
// unknown and could_not_process ("The bank could not process this payout")
// name no such fact and are left to the other readers (held-out set 1245).
var stripeFailureCodes = map[string]string{
	"lost_or_stolen_card":                "the card the refund was to reach is reported lost or stolen",
	"expired_or_canceled_card":           "the card the refund was to reach is expired or canceled",
	"charge_for_pending_refund_disputed": "the refunded charge was disputed meanwhile",
	"insufficient_funds":                 "the balance could not cover it",
	"declined":                           "the destination declined it",
	"account_closed":                     "the bank account is closed",
	"account_frozen":                     "the bank account is frozen",
	"bank_account_restricted":            "the bank account restricts these payouts",
	"bank_ownership_changed":             "the bank account changed owner",
	"debit_not_authorized":               "the bank account does not authorise the debit",
	"incorrect_account_holder_name":      "the account holder's name on file is wrong",
	"incorrect_account_holder_address":   "the account holder's address on file is wrong",
	"incorrect_account_holder_tax_id":    "the account holder's tax id on file is wrong",
	"invalid_account_number":             "the bank account number on file is wrong",
	"invalid_currency":                   "the bank account cannot take this currency",
	"no_account":                         "no bank account matches the details on file",
	"unsupported_card":                   "the debit card on file no longer takes payouts",
}

// stripeFailedObject reads a 2xx body that is a Stripe object whose own
// status says it failed ({"object":"refund","status":"failed",
// "failure_reason":"expired_or_canceled_card"}, a payout's failure_code).
func stripeFailedObject(c *ctx) (Result, bool) {
	if c.status/100 != 2 || jsonString(c.body, "status") != "failed" {
		return Result{}, false
	}
	code := jsonString(c.body, "failure_reason")
	if code == "" {
		code = jsonString(c.body, "failure_code")
	}
	why, ok := stripeFailureCodes[code]
	if !ok {
		return Result{}, false
	}
	return verdict(premise, "http "+itoa(c.status)+", but the object's status is failed with "+code+": "+why+"; the money must move another way")
}
