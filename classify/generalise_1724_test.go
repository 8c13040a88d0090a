package classify

import "testing"

// First run at 7e849b53: 23/36 overall, 7/19 tricky.
// Tolerated: i1724-athena-snomed-not-in-encounter: premise vs invalid (one-off): "does not exist in the given encounter" reads as a missing record; the "Invalid ... code" headline is the call's argument, no class rule separates the two without flipping real missing-record lines.
// Tolerated: i1724-athena-poc-analytes-locked: invalid vs premise (one-off): a bare "cannot be updated" under 400 with no state named; taxonomy's state rulings (sets 598, 790, 834) need the state in the text.
// Tolerated: i1724-athena-secondary-without-primary: invalid vs premise (one-off): athenahealth's terse "X without Y" prerequisite headline; too short a wording to read as a class.
// Tolerated: i1724-athena-gateway-not-registered: premise vs invalid (one-off): athenahealth's gateway 404 plain text; a wrong path and a missing object share a 404.
// Tolerated: i1724-updox-no-token: unknown vs denied (one-off): Updox's 200 envelope {"successful":false,"responseCode":4013}; no reader for this vendor's envelope yet.
// Tolerated: i1724-healthie-field-blank: unknown vs invalid (one-off): Healthie's 200 mutation payload messages[{field,message}] with Rails' "can't be blank"; a reader for GraphQL payload field errors needs more than one vendor's lines.
// Tolerated: i1724-epic-4107-merged: unknown vs premise (one-off): an OperationOutcome with no transport; Epic's numeric code table is not read yet.
// Tolerated: i1724-epic-59187-no-flowsheets: invalid vs premise (one-off): "Failed to find any patient-entered flowsheets." under 400; a configuration the patient lacks.
// Tolerated: i1724-epic-4127-more-data: unknown vs ambiguous (one-off): "Additional data may exist" in a 200 searchset outcome; the words alone do not say several matches.
// Tolerated: i1724-leyr-ambiguous-timeslots: invalid vs ambiguous (one-off): the "More than one timeslot found" detail sits under Leyr's "Request validation failed" envelope, which is read first; the wording itself now reads ambiguous (TestGeneralise1724MoreThanOneFound).
// Tolerated: i1724-updox-practice-inactive: denied vs premise (one-off): Updox's "Unauthorized [Practice does not exist or is inactive]" leads with Unauthorized.
func TestIndependentCases1724(t *testing.T) {
	runIndependent(t, "testdata/independent1724.jsonl", true,
		"i1724-athena-snomed-not-in-encounter",
		"i1724-athena-poc-analytes-locked",
		"i1724-athena-secondary-without-primary",
		"i1724-athena-gateway-not-registered",
		"i1724-updox-no-token",
		"i1724-healthie-field-blank",
		"i1724-epic-4107-merged",
		"i1724-epic-59187-no-flowsheets",
		"i1724-epic-4127-more-data",
		"i1724-leyr-ambiguous-timeslots",
		"i1724-updox-practice-inactive",
	)
}

// Class: a time slot another booking took, said in the past tense
// ("slot was taken", "has been taken", slot_taken; "is already taken" is
// read as conflict earlier and is left to that reading).
// Source: plusmedical.ro/developers/errors (409 slot_taken: "refetch
// /availability and offer a new slot; never blind-retry"). Near misses: a
// username "already taken" stays as it was, a booking "already booked for"
// keeps conflict, a bare 409 is not read by these words.
func TestGeneralise1724SlotTaken(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"plusmedical slot_taken", "http", 409, "slot_taken", `{"error":{"code":"slot_taken","message":"The appointment slot was taken concurrently"}}`, premise},
		{"slot has been taken", "http", 409, "", `{"detail":"This slot has been taken by another patient."}`, premise},
		{"slot_taken code only", "http", 400, "", `{"error":"slot_taken"}`, premise},
		{"near miss: booking already booked for", "http", 409, "", `{"message":"Room 4 is already booked for 2024-05-01"}`, conflict},
		{"near miss: rate limit", "http", 429, "", `{"message":"Too many requests"}`, transient},
	})
}

// Class: "more than one <noun> found", the several-matches reading that
// "multiple <noun> found" already had. Source: docs.leyr.io error codes
// (AMBIGUOUS_TIMESLOTS "More than one timeslot found for the given
// parameters"). Near misses: "more than one" about the request's own parts
// or a count of errors keeps its reading.
func TestGeneralise1724MoreThanOneFound(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"leyr timeslot", "http", 400, "", `{"detail":"More than one timeslot found for the given parameters"}`, ambiguous},
		{"patients found", "http", 409, "", `{"error":"More than one patient found for the given name and date of birth"}`, ambiguous},
		{"multiple still", "http", 400, "", `{"error":"Multiple users found with this email"}`, ambiguous},
		{"near miss: not found", "http", 404, "", `{"detail":"Not found."}`, premise},
		{"near miss: one field twice", "http", 400, "", `{"error":"Parameter 'id' was given more than one value"}`, invalid},
	})
}
