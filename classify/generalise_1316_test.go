package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at da3a1c03: 21/33 overall, 6/18 tricky.
func TestIndependentCases1316(t *testing.T) {
	runIndependent(t, "testdata/independent1316.jsonl", false)
}

// TestGeneralise1316ClientRoleRefusal: a booking service's client role
// refused an act its admin may do (Acuity "Clients are not allowed to
// cancel.", "... to reschedule.", cancel_too_close), under a 400: who the
// call acts as, not an argument (denied). A value's rule and the call's
// shape keep invalid.
func TestGeneralise1316ClientRoleRefusal(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"acuity cancel", "http", 400, "", `{"status_code": 400, "message": "Clients are not allowed to cancel.", "error": "cancel_not_allowed"}`, rung.KindDenied},
		{"acuity too close", "http", 400, "", `{"status_code": 400, "message": "Clients are not allowed to cancel this close to the time of the appointment.", "error": "cancel_too_close"}`, rung.KindDenied},
		{"reschedule, bare", "", 0, "", "Clients are not allowed to reschedule.", rung.KindDenied},
		{"you may not book", "http", 422, "", `{"error":"You are not allowed to book this event type."}`, rung.KindDenied},
		// Near misses.
		{"a value's rule", "http", 400, "", `{"message":"Cancellation reason is not allowed to be empty"}`, rung.KindInvalid},
		{"call shape", "http", 400, "", "You are not allowed to specify both start and rescheduleUid", rung.KindInvalid},
	})
}

// TestGeneralise1316SlotNotAvailable: a time the booking service says is
// not an open slot (Acuity not_available "The time \"...\" is not an
// available time slot.") reads as the taken-slot row: premise, under a 400
// too. The notice and window rules on the same call keep invalid.
func TestGeneralise1316SlotNotAvailable(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"acuity 400", "http", 400, "not_available", `{"status_code": 400, "message": "The time \"2026-12-08T10:00:00-0800\" is not an available time slot.", "error": "not_available"}`, rung.KindPremise},
		{"bare", "", 0, "", `The time "2026-12-09T15:30:00-0500" is not an available time slot.`, rung.KindPremise},
		{"slot form", "http", 409, "", `{"message":"2026-12-10T09:00 is not an available slot"}`, rung.KindPremise},
		// Near misses.
		{"min notice", "http", 400, "", `{"status_code": 400, "message": "The time \"2026-12-06T08:00:00-0800\" is not far enough in advance.", "error": "not_available_min_hours_in_advance"}`, rung.KindInvalid},
		{"past", "http", 400, "", `{"status":"error","error":{"code":"BadRequestException","message":"Attempting to book a meeting in the past."}}`, rung.KindInvalid},
	})
}
