package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestGeneraliseStateOnly: the state an act needs, named as "only ...
// while/when in <state> [status]" with no article before the state, and
// under a 403 as under a 400 or 409 (lead review of sets 706 and 721's
// pending lines). The wordings are application services' own, as their
// sources on GitHub raise them; "Quotation" is not a quota.
func TestGeneraliseStateOnly(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"invoicing service, invoice items outside draft", "http", 400, "",
			"Invoice items can only be modified while invoice is in draft status", rung.KindPremise},
		{"issuer service INVALID_ASSET_STATE 409", "http", 409, "INVALID_ASSET_STATE",
			"Asset can only be modified while in draft status", rung.KindPremise},
		{"Spring ProblemDetail payment cancel", "http", 400, "",
			`{"type":"about:blank","title":"Bad Request","status":400,"detail":"Payment can only be cancelled when in INITIATED status"}`, rung.KindPremise},
		{"scheduling service ScheduleException", "http", 400, "",
			"Consultation can only be cancelled when in REQUESTED state", rung.KindPremise},
		{"quotation DomainException (a quotation, not a quota)", "http", 400, "quotation.cannot_delete_after_send",
			"Quotation can only be deleted while in Draft.", rung.KindPremise},
		{"complaints API 403 deletion locked", "http", 403, "",
			"Deletion locked: Complaints can only be deleted while in PENDING status.", rung.KindPremise},
		{"compute API 403 with the state the resize needs", "http", 403, "",
			"The instance must be stopped before it can be resized.", rung.KindPremise},
		{"room service 409 ROOM_NOT_WAITING", "http", 409, "ROOM_NOT_WAITING",
			"Room can only be modified while in WAITING status", rung.KindPremise},
		// Near misses: keep their kinds.
		{"near miss: a mode, not a state", "http", 400, "",
			"Breakpoints can only be set while in debug mode.", rung.KindInvalid},
		{"near miss: 403 naming the caller's role", "http", 403, "",
			"You must be an administrator to delete this project.", rung.KindDenied},
		{"near miss: a field named quotation_*", "http", 400, "",
			"quotation_currency: must be a 3-letter ISO code", rung.KindInvalid},
		{"near miss: a quota still a quota", "http", 429, "",
			"Daily quota exceeded for this project.", rung.KindPremise},
	})
}
