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
		rest := clauseOf(t[i+len("there are no "):])
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

// oneAllowedExisting reads a one-of thing refused because the owner
// already holds it, worded as the rule with the existing one named:
// Gusto's "Cannot have more than one signatory in a company. Please
// remove the existing signatory before adding a new one." (set 1695), as
// alreadyHasOne reads "already has a": the world holds what a create was
// to make, conflict. The rule alone ("Cannot have more than one primary
// email address") is the request's own shape and keeps invalid; a lookup
// that matched more than one existing record is no rule ("cannot").
func oneAllowedExisting(t string) bool {
	if !hasAny(t, "cannot have more than one ", "can't have more than one ", "can only have one ", "may only have one ") {
		return false
	}
	return hasAny(t, "the existing ", "an existing ", "existing one")
}

// clauseOf cuts s at the end of its clause (a period, semicolon, line
// break or a closing quote of the JSON string it sits in).
func clauseOf(s string) string {
	if e := strings.IndexAny(s, ".;\n\""); e >= 0 {
		return s[:e]
	}
	return s
}

// nothingPendingToUndo reads an undo refused because nothing is left to
// undo: "No pending dismissal to cancel", "No pending rehire to cancel"
// (Gusto, set 1695), "no scheduled change to cancel": the state the
// cancel was to bring (nothing pending) already holds, conflict, as git's
// "nothing to commit". Only undo verbs: "no pending invitation to accept"
// is a missing object to act on and keeps premise.
func nothingPendingToUndo(t string) bool {
	for _, cue := range [...]string{"no pending ", "no scheduled ", "no upcoming "} {
		for i := range foldMatches(t, cue) {
			rest := clauseOf(t[i+len(cue):])
			j := indexFold(rest, " to ")
			if j <= 0 || strings.Count(rest[:j], " ") > 2 {
				continue
			}
			if _, ok := foldIn(wordFrom(rest, j+len(" to ")), undoVerbs[:]); ok {
				return true
			}
		}
	}
	return false
}

var undoVerbs = [...]string{"cancel", "undo", "withdraw", "rescind", "revoke", "revert"}

// scheduledBlocksAct reads an act refused while another change to the
// record is scheduled, with the service's remedy to clear that first:
// Gusto's "Cannot deactivate while a dismissal is scheduled. Use the
// cancel termination endpoint to remove the pending dismissal first."
// (set 1695): the arguments are right, the record's pending change must
// go first, premise. Work that is running ("while a sync is running")
// ends by itself and keeps its reading; so does a refusal without the
// "first" remedy.
func scheduledBlocksAct(t string) bool {
	if !hasAny(t, " first") || !hasAny(t, "cannot ", "can't ", "unable to ") {
		return false
	}
	for _, cue := range [...]string{"while a ", "while an ", "while the "} {
		for i := range foldMatches(t, cue) {
			rest := clauseOf(t[i+len(cue):])
			if len(rest) <= 50 && hasAny(rest, " is scheduled", " are scheduled", " is pending", " are pending") {
				return true
			}
		}
	}
	return false
}

// attemptsSpent reads an allowance of attempts used up for good, sent to
// support: Gusto's "You exceeded the maximum redebit attempts. Please
// contact support." (set 1695): no wait renews it and no argument
// repairs it, premise. Lockouts that lift with time ("maximum login
// attempts exceeded. Try again in 30 minutes.") keep their wait.
func attemptsSpent(t string) bool {
	if !hasAny(t, "contact support", "contact our support") || !hasAny(t, " attempts") {
		return false
	}
	if !hasAny(t, "exceeded the maximum", "reached the maximum", "maximum number of") {
		return false
	}
	return !hasAny(t, "try again", "later", "minute", "hour", "retry")
}

// mergeSyncStatus reads Merge's sync-status list answered with a 200
// (GET /{category}/v1/sync-status: results of model_name, model_id,
// status, is_initial_sync), by the documented statuses
// (help.merge.dev "Sync status definitions"; set 1695): FAILED ("Merge
// has failed to sync all Common Models") and PAUSED (no sync for two
// weeks) leave the data the plan would read stale, premise; DISABLED is a
// model switched off in the organisation's scopes, premise;
// PARTIALLY_SYNCED some fields failed, ambiguous; SYNCING a sync under
// way, a wait. DONE is no failure.
func mergeSyncStatus(t string) (Result, bool) {
	if !strings.Contains(t, `"is_initial_sync"`) || !strings.Contains(t, `"model_id"`) {
		return Result{}, false
	}
	switch v := jsonString(t, "status"); v {
	case "FAILED", "PAUSED", "DISABLED":
		return Result{Kind: premise, Code: v, Reason: "merge sync status " + v + ": the linked account's data is not being synced, so what the plan would read is stale: resync or relink first"}, true
	case "PARTIALLY_SYNCED":
		return Result{Kind: ambiguous, Code: v, Reason: "merge sync status PARTIALLY_SYNCED: some fields or models failed to sync: use only what synced, or hand back"}, true
	case "SYNCING":
		return Result{Kind: transient, Code: v, Reason: "merge sync status SYNCING: a sync is under way: ask again when it is done"}, true
	}
	return Result{}, false
}

// relationAlreadyAbsent reads an unlinking act refused because the link is
// not there: Gusto's "Could not disassociate from embedded payroll:
// company not associated with partner." (set 1695): the state the act was
// to bring (not associated) already holds, conflict, as nothingPendingToUndo.
// Only with an unlinking verb before it: "Domain is not associated with
// your account" alone is another account's object (denied) and keeps it.
func relationAlreadyAbsent(t string) bool {
	i := -1
	for _, v := range [...]string{"disassociate", "dissociate", "detach", "unlink", "unassign"} {
		if j := indexFold(t, v); j >= 0 && (i < 0 || j < i) {
			i = j
		}
	}
	if i < 0 {
		return false
	}
	rest := t[i:]
	if e := strings.IndexAny(rest, ".;\n"); e >= 0 {
		rest = rest[:e]
	}
	return hasAny(rest, "not associated with", "not attached to", "not linked to", "not assigned to")
}
