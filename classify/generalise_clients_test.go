package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestGeneraliseClientForms checks set 27's two classes on other members:
// a Go client's Error() that keeps the API's URL but drops the body's
// pointers (go-github), and a client that renders the vendor's error
// object flat (stripe-go).
func TestGeneraliseClientForms(t *testing.T) {
	cases := []struct {
		source string
		in     Input
		want   rung.Kind
	}{
		{"go-github ErrorResponse, a hook the token cannot see", Input{Protocol: "http", Status: 404,
			Message: "DELETE https://api.github.com/repos/acme/site/hooks/4411: 404 Not Found []"}, rung.KindDenied},
		{"go-github ErrorResponse wrapped by a tool", Input{Protocol: "http", Status: 404,
			Message: "tool list_issues: GET https://api.github.com/repos/acme/payroll/issues?state=open: 404 Not Found []"}, rung.KindDenied},
		{"go-github ErrorResponse naming what is missing (the repository is visible)", Input{Protocol: "http", Status: 404,
			Message: "GET https://api.github.com/repos/acme/site/branches/relase: 404 Branch not found []"}, rung.KindPremise},
		{"a 404 from another API keeps the status reading", Input{Protocol: "http", Status: 404,
			Message: "GET https://api.example.com/v1/orders/77: 404 Not Found"}, rung.KindPremise},
		{"stripe-go card error, a wrong CVC", Input{Protocol: "http", Status: 402, Code: "card_declined",
			Message: `{"code":"card_declined","decline_code":"incorrect_cvc","doc_url":"https://stripe.com/docs/error-codes/card-declined","status":402,"message":"Your card's security code is incorrect.","param":"cvc","type":"card_error"}`}, rung.KindInvalid},
		{"stripe-go card error, the issuer asks for another attempt", Input{Protocol: "http", Status: 402, Code: "card_declined",
			Message: `{"code":"card_declined","decline_code":"issuer_not_available","doc_url":"https://stripe.com/docs/error-codes/card-declined","status":402,"message":"Your card was declined.","type":"card_error"}`}, rung.KindTransient},
		{"stripe-go card error, a decline the docs send to another card", Input{Protocol: "http", Status: 402, Code: "card_declined",
			Message: `{"code":"card_declined","decline_code":"generic_decline","status":402,"message":"Your card was declined.","type":"card_error"}`}, rung.KindPremise},
	}
	for _, c := range cases {
		if got := Classify(c.in); got.Kind != c.want {
			t.Errorf("%s: got %s (%s), want %s", c.source, got.Kind, got.Reason, c.want)
		}
	}
}
