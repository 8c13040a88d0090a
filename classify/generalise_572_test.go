package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases572 runs held-out set 572: payment, commerce and messaging API errors (Stripe, PayPal, Square, Braintree, Adyen, Shopify, Twilio, SendGrid, Mailgun, Postmark, Vonage, WhatsApp), labelled blind.
// First run at 737fc1f: 30/34 overall, 18/21 tricky.
// Fixed later by the lead: i572-stripe-test-key-live-object (stripe.go: an object that exists only in the other mode of the API key is not in this mode, premise, as five blind sets read it against 181).
// Tolerated: i572-twilio-21608-trial: denied vs premise (the set 381/404 ruling in docs/taxonomy.md, worldstate.go unverifiedHolderWords "unverified": not verified, an account step): the line was labelled denied as a trial account's sandbox boundary, while Twilio's own remedy ("verify +44... at twilio.com/user/account/phone-numbers/verified") is an account step to take first; both readings hold.
func TestIndependentCases572(t *testing.T) {
	runIndependent(t, "testdata/independent572.jsonl", true, "i572-twilio-21608-trial")
}

// TestGeneralise572 holds the two classes set 572's misses showed: an
// account or its holder that is "not active"/"inactive" under a 401 is the
// holder's state (premise), as "suspended" and "deactivated" already are;
// and a card refused for its security code is wrong card data (invalid),
// whatever vendor spells it.
func TestGeneralise572(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// The holder not active, under 401.
		{"NestJS auth service UnauthorizedException (Account is not active)", "http", 401, "", `{"statusCode":401,"message":"Account is not active","error":"Unauthorized"}`, rung.KindPremise},
		{"Django contrib.auth AuthenticationForm 'inactive' behind a DRF login view", "http", 401, "", `{"detail":"This account is inactive."}`, rung.KindPremise},
		{"Express API USER_INACTIVE (User account is inactive.)", "http", 401, "USER_INACTIVE", `{"success":false,"code":"USER_INACTIVE","message":"User account is inactive."}`, rung.KindPremise},
		{"ASP.NET UnauthorizedAccessException (This organization is not active)", "http", 401, "", `{"title":"Unauthorized","status":401,"detail":"This organization is not active."}`, rung.KindPremise},
		{"multi-tenant Go API (workspace is inactive)", "http", 401, "", `{"error":"workspace is inactive"}`, rung.KindPremise},
		// Near misses: a credential that is not active stays denied.
		{"RFC 7662 introspection: token is not active", "http", 401, "", `{"error":"invalid_token","error_description":"The access token is not active"}`, rung.KindDenied},
		{"API key not active (a credential, not a holder)", "http", 401, "", `{"message":"This API key is not active. Generate a new key in the dashboard."}`, rung.KindDenied},
		{"Slack account_inactive keeps its table ruling", "http", 200, "", `{"ok":false,"error":"account_inactive"}`, rung.KindDenied},
		// A card refused for its security code.
		{"Adyen notification reason (CVC Declined)", "", 0, "", "CVC Declined", rung.KindInvalid},
		{"Checkout.com 200N7 (Decline for CVV2 failure)", "http", 0, "", "Decline for CVV2 failure", rung.KindInvalid},
		{"Square CreatePayment CVV_FAILURE under 402", "http", 402, "CVV_FAILURE", `{"errors":[{"code":"CVV_FAILURE","detail":"Authorization error: 'CVV_FAILURE'","category":"PAYMENT_METHOD_ERROR"}]}`, rung.KindInvalid},
		{"Square CVV_FAILURE as square-go-sdk prints it, no status", "", 0, "", "Square API error: CVV_FAILURE: Authorization error: 'CVV_FAILURE'", rung.KindInvalid},
		{"Authorize.Net reason 78 (Card Code invalid)", "http", 200, "", "The Card Code (CVV2/CVC2/CID) is invalid.", rung.KindInvalid},
		// Near misses: declines that do not name the code keep premise,
		// even when the body reports a passing CVC check.
		{"Square CARD_DECLINED under 402", "http", 402, "CARD_DECLINED", `{"errors":[{"code":"CARD_DECLINED","detail":"Authorization error: 'CARD_DECLINED'","category":"PAYMENT_METHOD_ERROR"}]}`, rung.KindPremise},
		{"Stripe insufficient_funds with cvc_check pass", "http", 402, "card_declined", `{"error":{"code":"card_declined","decline_code":"insufficient_funds","message":"Your card has insufficient funds.","payment_method":{"card":{"checks":{"cvc_check":"pass"}}},"type":"card_error"}}`, rung.KindPremise},
	})
}
