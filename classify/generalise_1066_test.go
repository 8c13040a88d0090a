package classify

import "testing"

// First run at de2b8004: 27/31 overall, 18/22 tricky.
// Tolerated: i1066-http-416: invalid vs premise (the 4xx row and sets 393, 923: "a bare 416 stays invalid"): RFC 9110 says no range overlaps "the current extent of the selected resource", so the request's range is wrong (repair); mid-plan that range was measured by an earlier step and the file shrank, so the belief is stale (premise). Both hold.
// Fixed later by the lead: i1066-gke-incompatible-op (grpc.go: FAILED_PRECONDITION naming an incompatible operation running is a wait, transient).
// Tolerated: i1066-slack-sched-gone: invalid vs premise (the Slack row: "unknown codes by their spelling (... invalid_* invalid)"): Slack documents three causes for invalid_scheduled_message_id, one a wrong id (invalid), two a message already sent or deleted (premise, the likelier mid-plan); the spelling ruling reads the first.
// Tolerated: i1066-maps-travel-mode: ambiguous vs invalid (the Google Maps row: "ZERO_RESULTS ambiguous"; only geocoded_waypoints with geocoder_status ZERO_RESULTS read invalid): Google documents available_travel_modes as returned when the requested mode gets no results, which names the argument to change (invalid); the status ruling reads an empty answer (ambiguous).
func TestIndependentCases1066(t *testing.T) {
	runIndependent(t, "testdata/independent1066.jsonl", true, "i1066-http-416", "i1066-slack-sched-gone", "i1066-maps-travel-mode")
}
