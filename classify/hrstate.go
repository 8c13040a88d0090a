package classify

import "strings"

// The record-state refusals of payroll and HR APIs, which send them under a
// generic 422 with a category that proves nothing by itself (Gusto's
// "invalid_operation", docs.gusto.com error-categories; held-out set 1597).
// The message tells the class; these read it by its fixed phrasing, not by
// any one vendor's sentence.

// alreadyHasOne reads "<owner> already has a <thing>." where the thing is
// one the owner may hold only once (Gusto's "Company already has a holiday
// pay policy.", "User already has a role", "Repository already has a
// webhook"): the world holds what a create was to make, conflict. A thing
// that is work still running or waiting ("already has an active run", "a
// pending event", an open transaction, a lock or lease) is a wait, and a
// slot held by another ("already has a booking at this time", "a
// different owner") is premise: both keep their own rules.
func alreadyHasOne(t string) bool {
	for _, cue := range [...]string{"already has a ", "already has an ", "already have a ", "already have an "} {
		for i := range foldMatches(t, cue) {
			rest := t[i+len(cue):]
			if e := strings.IndexAny(rest, ".;\n\"!"); e >= 0 {
				rest = rest[:e]
			}
			if rest == "" || len(rest) > 40 || strings.Count(rest, " ") > 4 {
				continue
			}
			if hasAny(rest, "active", "pending", "running", "open ", "ongoing", "in progress", "in-progress", "booking", "lock", "lease",
				"different", "another", "other ", "at this time", "maximum", "limit", "too many") {
				continue
			}
			return true
		}
	}
	return false
}

// missingAskCreate reads an owner said to lack a thing with the author's
// remedy to create it ("Company does not have a holiday pay policy, please
// create one", "the project has no environment; create one first"): the
// object the step rests on is missing, premise. Only with the lack stated
// of an owner: an ask to create a credential or key after a refusal
// ("invalid API key, please create one") keeps the refusal's reading.
func missingAskCreate(t string) bool {
	if !hasAny(t, "please create one", "create one first", "please create it first", "create it first") {
		return false
	}
	return hasAny(t, "does not have a ", "does not have an ", "doesn't have a ", "doesn't have an ", "has no ", "have no ")
}

// noneToActOn reads "there are no <things> to <act> ..." under a refusal:
// the set the act runs over is empty ("There are no employees to run
// payroll for in the selected pay period.", Gusto; "There are no hours to
// sync to payroll"): the plan's belief that there is work to do is false,
// premise. A search's or listing's empty answer ("there are no results to
// display") is not a refusal and is left to the empty-result readers.
func noneToActOn(t string) bool {
	for i := range foldMatches(t, "there are no ") {
		rest := t[i+len("there are no "):]
		if e := strings.IndexAny(rest, ".;\n\""); e >= 0 {
			rest = rest[:e]
		}
		j := indexFold(rest, " to ")
		if j <= 0 || strings.Count(rest[:j], " ") > 2 {
			continue
		}
		if hasAny(rest[:j], "result", "match", "record", "item", "entr", "row", "change", "update") {
			continue
		}
		if v := wordFrom(rest, j+len(" to ")); v != "" && !hasAny(v, "display", "show", "list", "return") {
			return true
		}
	}
	return false
}

// processingRefusesChange reads an object in a processing run that
// refuses a change to it ("This payroll is being processed and cannot be
// updated at this time.", Gusto): the run ends in the processed state,
// whose own refusal is "has already been processed. Its data cannot be
// updated or altered." (doneThenChangeRefused). Waiting brings only that
// state: the edit the plan rests on is gone, premise. A processing run
// that refuses a read ("is being processed and cannot be downloaded yet")
// ends in a state that allows it, and keeps the wait.
func processingRefusesChange(t string) bool {
	for _, w := range [...]string{"is being processed", "is currently being processed", "is being finalized", "is being finalised", "is being submitted"} {
		i := indexFold(t, w)
		if i < 0 {
			continue
		}
		rest := t[i+len(w):]
		for _, cue := range [...]string{"cannot be ", "can't be ", "can not be "} {
			j := indexFold(rest, cue)
			if j < 0 || j > 20 {
				continue
			}
			if changeVerb(wordFrom(rest, j+len(cue))) || hasPrefixFold(wordFrom(rest, j+len(cue)), "alter") {
				return true
			}
		}
	}
	return false
}

// stateObjectRefusal reads a change refused for an object named by the
// state it reached, the verb first: "Cannot delete onboarded employee"
// (Gusto), "cannot edit paid invoice", "unable to modify archived
// project". The state is one of alreadyBlocking or alreadyEither, or an
// HR record's lifecycle state (hrStates): premise, as stateRefusal reads
// "paid invoices cannot be edited". A state that is the verb's own result
// ("cannot cancel cancelled order") is the call's own act, and a word such
// as "required" or "protected" is no state the object reached.
func stateObjectRefusal(t string) bool {
	for _, cue := range [...]string{"cannot ", "can't ", "can not ", "unable to "} {
		for i := range foldMatches(t, cue) {
			if i > 0 && isAlnum(t[i-1]) {
				continue
			}
			verb := wordFrom(t, i+len(cue))
			if verb == "" || !changeVerb(verb) {
				continue
			}
			k := i + len(cue) + len(verb)
			if k >= len(t) || t[k] != ' ' {
				continue
			}
			state := wordFrom(t, k+1)
			if state == "" || sameAct(verb, state) {
				continue
			}
			_, ok := stateWordAt(state)
			if _, hr := foldIn(state, hrStates[:]); ok || hr {
				// A noun must follow: "cannot delete paid." is no object.
				if wordFrom(t, k+1+len(state)+1) != "" && k+1+len(state) < len(t) && t[k+1+len(state)] == ' ' {
					return true
				}
			}
		}
	}
	return false
}

// hrStates are lifecycle states an employee or contractor record reaches
// in HR and payroll systems (Gusto's onboarded and dismissed employees):
// read only in stateObjectRefusal, where a change is refused for them.
var hrStates = [...]string{"onboarded", "offboarded", "dismissed"}

// rowsPartlyApplied reads an error body that reports each row of a batch
// write with its own "success", some true and some false (Personio's 400
// "Error when trying to insert Attendances periods rows" whose
// detailed_message gives the inserted row its id beside the refused
// one): whatever the status, some rows landed, and resending the batch
// would write them twice; only the refused rows are to be sent again,
// ambiguous, as partialBatch's 2xx batches. A list whose every row failed
// is no partial success: the rows' errors decide.
func rowsPartlyApplied(t string) bool {
	i := strings.IndexByte(t, '[')
	if i < 0 {
		return false
	}
	rows := t[i:]
	return hasAny(rows, `"success":true`, `"success": true`) && hasAny(rows, `"success":false`, `"success": false`)
}

// stillSyncing reads a 2xx whose body, or one item of its batch, is an
// inner 202 Accepted: Finch answers a read whose data it has not fetched
// yet with {"code": 202, "name": "accepted", "finch_code":
// "data_sync_in_progress", "message": "... Please check back later."},
// the whole body of a GET or one entry of a batch's "responses"
// (developer.tryfinch.com Handling API Responses; set 1597). The answer
// is not ready: ask again, as a bare 202 reads.
func stillSyncing(t string) bool {
	if hasAny(t, `"finch_code":"data_sync_in_progress"`, `"finch_code": "data_sync_in_progress"`) {
		return true
	}
	return hasAny(t, `"code":202,"name":"accepted"`, `"code": 202, "name": "accepted"`)
}
