package classify

import "strings"

// stateMachineWords: a workflow event the object's current state does not
// offer, refused by the state machine that guards it. The call names a real
// event or transition; the object has moved to (or never reached) a state
// from which that event leads anywhere, so no new argument or wait reaches
// it: read the object's state (or its available transitions) and replan.
// Premise, read under a generic validation status (overInvalid) and in a
// bare text (the fallback table) (set 585).
//
// Sources: Jira Cloud POST /rest/api/3/issue/{key}/transitions, 400
// "Transition id '41' is not valid for this issue." (the transitions
// offered depend on the current status; GET transitions lists
// them); the state_machines gem (GitLab, Spree) InvalidTransition
// "Cannot transition state via :merge from :closed"; AASM's
// InvalidTransition "Event 'ship' cannot transition from 'cancelled'.";
// Python transitions' MachineError "Can't trigger event ship from state
// cancelled!"; django-fsm's TransitionNotAllowed "Can't switch from state
// 'closed' using method 'reopen'".
//
// Kept narrow: Jira's words end with the object ("for this issue."), so a
// value "not valid for this issue type" or a malformed transition id ("is
// invalid") stays a wrong call.
var stateMachineWords = []pattern{
	{text: "is not valid for this issue.", kind: premise, reason: "the issue's current status does not offer this transition: read its transitions and replan"},
	{text: "cannot transition state via", kind: premise, reason: "the object's current state does not allow this event (state_machines)"},
	{text: "cannot transition status via", kind: premise, reason: "the object's current state does not allow this event (state_machines)"},
	{text: "cannot transition from", kind: premise, reason: "the object's current state does not allow this event (AASM)"},
	{text: "can't trigger event", kind: premise, reason: "the object's current state does not allow this event (transitions)"},
	{text: "can't switch from state", kind: premise, reason: "the object's current state does not allow this transition (django-fsm)"},
	// The same refusal in a state machine's own generic words: Spring
	// Statemachine and hand-rolled guards ("Invalid state transition from
	// 'closed' to 'open'"), Medusa and Saleor order workflows ("invalid
	// status transition from draft to shipped"). "from" keeps a malformed
	// transition id or field ("invalid transition id") a wrong call.
	{text: "invalid state transition from", kind: premise, reason: "the object's current state does not allow this transition"},
	{text: "invalid status transition from", kind: premise, reason: "the object's current status does not allow this transition"},
	{text: "illegal state transition from", kind: premise, reason: "the object's current state does not allow this transition"},
	{text: "invalid transition from", kind: premise, reason: "the object's current state does not allow this transition"},
	{text: "illegal transition from", kind: premise, reason: "the object's current state does not allow this transition"},
	// Set 1218: a trigger's RAISE that forbids a move between two states,
	// "illegal status transition for order 1001: shipped -> pending" (under
	// USING ERRCODE = 'check_violation'): "illegal" names the rule over the
	// object's state, so no "from" is needed; "invalid status transition
	// id" (a malformed argument) keeps its "from" guard above.
	{text: "illegal status transition", kind: premise, reason: "the object's current status does not allow this transition"},
	{text: "illegal state transition", kind: premise, reason: "the object's current state does not allow this transition"},
	// Set 1751: Twilio Programmable Wireless 33105's title "Transition
	// invalid" ("Raised whenever the SIM cannot be transitioned to the
	// requested status"), and "Status transition invalid": the adjective
	// after the noun names the move refused, not a malformed transition id
	// ("invalid transition id" keeps its reading).
	{text: "transition invalid", kind: premise, reason: "the object's current status does not allow this transition"},
}

// stateMachineMatcher reads them alone, where a status would say otherwise
// (a 409's conflict).
var stateMachineMatcher = newMatcher(stateMachineWords)

// objectStateRefusal reads a refusal that names the object's current state
// as the reason: the call named a real object and a real operation, and the
// object is in a state from which the operation does not run (set 590).
// Stripe's payment_intent_unexpected_state ("You cannot cancel this
// PaymentIntent because it has a status of succeeded."), the Terraform
// SDK's UnexpectedStateError ("unexpected state 'failed', wanted target
// 'available'. last error: ..."), the many workflow guards that say
// "Action 'approve' is not allowed in status 'draft'" or "Cluster c1 is in
// unexpected state: DELETING", and a tool's "release r42 is in state
// ROLLING_BACK, expected READY". No wait or new argument moves the object:
// read its state and replan (premise). The "expected" or "not valid" in
// these words would otherwise read as a wrong argument; a shape check
// ("invalid state: expected one of open, closed", "expected string, got
// number") names no object in a state and keeps that reading.
func objectStateRefusal(t string) (Result, bool) {
	const reason = "the object's current state (which the message names) does not allow the operation: read its state and replan"
	if r, ok := clusterStartState(t); ok {
		return r, true
	}
	switch {
	case hasFold(t, "unexpected state '") && hasFold(t, "wanted target"),
		hasFold(t, "is in unexpected state"),
		hasFold(t, "because it has a status of "),
		// A waiter whose failure acceptor matched (held-out set 814): the
		// resource reached a state it will not leave for the wanted one.
		// botocore's "Waiter encountered a terminal failure state",
		// aws-sdk-go-v2's "waiter state transitioned to Failure", AWS SDK
		// for Java v2's "transitioned the waiter to failure state". A
		// waiter that ran out of attempts ("Max attempts exceeded") is not
		// this: the state may yet arrive.
		hasAny(t, "waiter encountered a terminal failure state", "waiter state transitioned to failure", "transitioned the waiter to failure state"),
		hasAny(t, " in status '", " in state '") && hasAny(t, "is not allowed", "is not valid for", "is not permitted"):
		return Result{Kind: premise, Reason: reason}, true
	}
	if inThisStateRefusal(t) || stateAdjectiveRefusal(t) || statusBlocksAct(t) && !finishedAlready(t) || whileStateRefusal(t) || requiredStateButIs(t) || actForObjectInStatus(t) || stateToProceed(t) || inStatusNotApplicable(t) {
		return Result{Kind: premise, Reason: reason}, true
	}
	if otherInstanceHolds(t) {
		return Result{Kind: premise, Reason: "another instance of the same client holds the one session the service allows (a second poller, a newer producer): stop the other or replan; waiting does not free it"}, true
	}
	// "<object> is in state X, expected Y": the state first, what the
	// operation needed after it.
	if i := indexFold(t, " is in state "); i >= 0 {
		rest := t[i+len(" is in state "):]
		if j := indexFold(rest, "expected"); j > 0 && j < 60 {
			return Result{Kind: premise, Reason: reason}, true
		}
	}
	return Result{}, false
}

// requiredStateButIs reads the state an act needs set against the one the
// object is in, "<object> has to be <states>, but is <STATE>": the
// Databricks Terraform provider's "Cluster X has to be running or resizing,
// but is TERMINATED" (held-out set 1362), "instance must be stopped but is
// running". The word after "but is" must be an object state
// (objectStateWords), so a type check ("has to be a number, but is a
// string") keeps its reading.
func requiredStateButIs(t string) bool {
	i := indexFold(t, " but is ")
	if i < 0 || !hasFold(t[:i], " has to be ") && !hasFold(t[:i], " must be ") {
		return false
	}
	rest := t[i+len(" but is "):]
	if k := strings.IndexAny(rest, " .,;:\n\"'"); k >= 0 {
		rest = rest[:k]
	}
	_, ok := foldIn(rest, objectStateWords)
	return ok
}

// stateToProceed reads the state an act needs stated as a condition to
// proceed (set 1694, ShipBob's cancel endpoints): "The shipment must not be
// picked, packed, or shipped to proceed with the cancellation." and "The
// order must be in a cancellable state to proceed with the cancellation."
// (developer.shipbob.com, Cancel Shipment / Cancel Order). The call named
// a real object and a real act; the object's state forbids it (premise).
// The condition must name an object state (objectStateWords) or "in a ...
// state", so a value's rule ("must not be empty to proceed with the
// upload") keeps its reading.
func stateToProceed(t string) bool {
	i := indexFold(t, " to proceed with")
	if i < 0 {
		return false
	}
	head := t[:i]
	j := lastIndexFold(head, " must ")
	if j < 0 || i-j > 80 {
		return false
	}
	cond := head[j:]
	if hasFold(cond, " must be in a") && hasFold(cond, " state") {
		return true
	}
	if !hasFold(cond, " must not be ") {
		return false
	}
	for _, w := range strings.FieldsFunc(cond, func(r rune) bool { return r == ' ' || r == ',' }) {
		if _, ok := foldIn(w, objectStateWords); ok {
			return true
		}
	}
	return false
}

// inStatusNotApplicable reads fabric OMS's allocation refusals (set 1694;
// developer.fabric.inc/v3/error-codes/allocation-errors): "Item is in
// shipped status, not applicable for scratch." (ALLOCATION-2003), "Item is
// in cancelled status, not applicable for shipment." (ALLOCATION-2004): an
// object in a state (objectStateWords) the act does not apply to, premise.
// A status word that is no object state ("is in draft status" keeps its
// other readers) or no "is in" before it stays as it reads.
func inStatusNotApplicable(t string) bool {
	i := indexFold(t, " status, not applicable for ")
	if i < 0 {
		return false
	}
	head := t[:i]
	j := lastIndexFold(head, " is in ")
	if j < 0 {
		return false
	}
	_, ok := foldIn(strings.TrimSpace(head[j+len(" is in "):]), objectStateWords)
	return ok
}

// waiterOutOfAttempts reads an SDK waiter that stopped polling before the
// resource reached the wanted state, with no failure state seen: botocore
// and the AWS CLI "Waiter TableExists failed: Max attempts exceeded",
// aws-sdk-go-v2 "exceeded max wait time for TableExists waiter". The state
// may yet arrive (a table still CREATING), so it is a wait that ran out,
// transient and a timeout; a waiter whose failure acceptor matched is the
// state's (objectStateRefusal, set 814; set 1009).
func waiterOutOfAttempts(t string) (Result, bool) {
	if hasFold(t, "waiter ") && hasFold(t, "max attempts exceeded") && !hasFold(t, "terminal failure state") ||
		hasFold(t, "exceeded max wait time for ") && hasFold(t, " waiter") {
		return Result{Kind: transient, Timeout: true, Reason: "an SDK waiter ran out of attempts before the resource reached the wanted state: it may yet arrive: wait longer, or read its state"}, true
	}
	return Result{}, false
}

// objectStateWords are states an object moves into by itself or by another
// actor's step, which a refusal may put before the object's plural noun.
var objectStateWords = []string{"running", "finalized", "finalised", "completed", "finished", "archived", "locked", "published", "closed", "paid", "cancelled", "canceled", "terminated", "suspended",
	// Bookkeeping and release states another step reached (AvaTax
	// "Committed transactions cannot be modified", "Posted journals
	// cannot be edited", "Approved expenses cannot be deleted").
	"committed", "posted", "approved", "voided", "settled", "shipped", "fulfilled", "merged", "submitted", "frozen", "expired", "resolved",
	// Set 1627: a contact or recipient the account suppressed
	// (GetResponse 1002 "Cannot add a contact that is blocked"): the
	// contact's state, which no argument of the add changes.
	"blocked", "suppressed", "unsubscribed", "bounced", "blacklisted", "blocklisted"}

// stateAdjectiveRefusal reads a rule stated over the objects in a state,
// "<state> <things> cannot be <done>": River's JobDelete ErrJobRunning
// "running jobs cannot be deleted", "Submissions with running jobs cannot
// be deleted", "Finalized invoices cannot be cancelled." (set 598). The
// object the call named is in that state; no argument moves it. A plain
// adjective of kind or value ("negative amounts cannot be refunded",
// "required fields cannot be empty") is no state and keeps its reading.
func stateAdjectiveRefusal(t string) bool {
	if actOnStateRefused(t) || stateClauseRefusal(t) {
		return true
	}
	for _, sep := range [...]string{" cannot be ", " can't be ", " can not be "} {
		for i := range foldMatches(t, sep) {
			clause := t[:i]
			if j := strings.LastIndexAny(clause, ".;:!?\n\""); j >= 0 {
				clause = clause[j+1:]
			}
			things, before := lastField(clause)
			state, _ := lastField(before)
			if state == "" || !hasSuffixFold(things, "s") {
				continue
			}
			for _, w := range objectStateWords {
				if strings.EqualFold(state, w) {
					return true
				}
			}
		}
	}
	return false
}

// lifecycleActables are the acts a workflow object offers only in some of
// its states, as the adjective a refusal uses: "Job is not retryable".
var lifecycleActables = [...]string{"retryable", "retriable", "cancelable", "cancellable", "playable", "erasable", "resumable", "restartable", "rerunnable", "redrivable", "reopenable", "revertable", "revertible", "refundable", "capturable", "mergeable", "approvable", "publishable"}

// notActableSubjects are the subjects of such words that describe the
// failure or the call, not an object in a state: an SDK's "error is not
// retryable" says its retry policy gave up.
var notActableSubjects = [...]string{"error", "err", "request", "exception", "failure", "response", "stream", "call", "it", "this", "that", "status", "code", "body"}

// notActable reads "<object> is not <act>able", the object's current state
// refusing the act the call asked for (GitLab's 403 "Job is not retryable"
// and 400 "Job is not playable", Step Functions' ExecutionNotRedrivable,
// GitHub's 405 "Pull Request is not mergeable"): the job already ran, the
// pipeline already ended, the branch conflicts. No credential or argument
// changes the state; read it and replan (premise; held-out set 653).
// A failure that calls itself not retryable is the client's own verdict on
// the error, not an object's state, and keeps its reading.
func notActable(t string) bool {
	for _, sep := range [...]string{" is not ", " isn't "} {
		for i := range foldMatches(t, sep) {
			adj := wordFrom(t, i+len(sep))
			if _, ok := foldIn(adj, lifecycleActables[:]); !ok {
				continue
			}
			if subj := lastWord(t[:i]); subj != "" {
				if _, bad := foldIn(subj, notActableSubjects[:]); !bad {
					return true
				}
			}
		}
	}
	return unActableObject(t)
}

// unActableObject reads the same refusal with the adjective before its
// object, "un<act>able <object>": GitLab's play endpoint answers a job
// that is not a manual one with 400 "Unplayable Job" (lib/api/ci/jobs.rb;
// set 1198). An "unretryable error" is a client's verdict on the error
// (notActableSubjects) and keeps its reading.
func unActableObject(t string) bool {
	for i := range foldMatches(t, "able ") {
		b := i
		for b > 0 && isAlnum(t[b-1]) {
			b--
		}
		w := t[b : i+len("able")]
		if len(w) < 2+len("able") || !strings.EqualFold(w[:2], "un") {
			continue
		}
		if _, ok := foldIn(w[2:], lifecycleActables[:]); !ok {
			continue
		}
		obj := wordFrom(t, i+len("able "))
		if obj == "" {
			continue
		}
		if _, bad := foldIn(obj, notActableSubjects[:]); !bad {
			return true
		}
	}
	return false
}

// statusBlocksAct reads a refusal that blames the object's status for the
// act without a state machine's words: Xero's "Invoice not of valid status
// for modification", "cannot be updated in its current status", "not
// permitted in the current status of the contract", and "<object> is in
// status succeeded and cannot be confirmed". The object is real and the
// act is real; the status the plan assumed is not the one it has, so read
// it and replan (premise, as the state words above). "'x' is not a valid
// status" names a value, not an object in a status, and keeps its reading.
func statusBlocksAct(t string) bool {
	if hasAny(t, "not of valid status", "not of a valid status", "not in a valid status", "not in a valid state", "not in the correct state", "in its current status", "in the current status of", "not in a status that", "not in a state that allows", "not in a state to ",
		// Set 1614: AvaTax's InvalidDocumentStatusForRefund "Document is
		// not in a status to process refund" (only committed documents
		// are refunded), and the same with "for".
		"not in a status to ", "not in a status for ", "not in a state for ",
		// Set 1751: the 1oT Terminal API's E201 "Cannot change SIM status
		// to desired state, the current status is prohibiting such an
		// operation.": the SIM's own status forbids the move.
		"current status is prohibiting", "current status prohibits", "current state is prohibiting", "current state prohibits") {
		return true
	}
	if notInNamedState(t) || desiredStatusRefused(t) {
		return true
	}
	for _, in := range [...]string{" is in status ", " is in state ", " is in the status "} {
		for i := range foldMatches(t, in) {
			rest := t[i+len(in):]
			rest = rest[:min(len(rest), 48)]
			if hasAny(rest, " and cannot ", " and can't ", " and can not ", " and may not ", ", cannot ", "; cannot ") {
				return true
			}
		}
	}
	return false
}

// desiredStatusRefused reads a status change refused because no path
// leads from the object's current status to the one asked (held-out set
// 1733): Twilio Super SIM 83010 "Unable to update your Super SIM to the
// desired status" ("Your Super SIM cannot be updated from its current
// status to the desired status."), 33105 "the SIM cannot be transitioned
// to the requested status". The status asked is a real one; the object's
// current status is not what the plan assumed: read it and replan
// (premise). A status value the API does not know ("'x' is not a valid
// status") names no current status and keeps its reading.
func desiredStatusRefused(t string) bool {
	// Set 1751: the article may be left out ("to desired state", 1oT E201).
	if !strings.Contains(t, "to ") || !hasAny(t, "to the desired status", "to the requested status", "to the desired state", "to the requested state",
		"to desired status", "to desired state", "to requested status", "to requested state") {
		return false
	}
	return hasAny(t, "unable to update", "unable to change", "unable to transition", "cannot be updated", "cannot be changed", "cannot be transitioned", "cannot transition", "can't be updated", "can't be transitioned")
}

// stateArticles open the object's noun phrase in actOnStateRefused.
var stateArticles = [...]string{"a", "an", "the", "this"}

// actOnStateRefused reads the same rule said of one object, the act first:
// AvaTax's CannotModifyLockedTransaction "Modifying a locked document is
// not allowed.", "Deleting a published post is not permitted", "Editing
// an archived project is not supported". The state word after the article
// is the object's; an act on a kind of value ("Sending an empty body is
// not allowed") names no state and keeps its reading.
func actOnStateRefused(t string) bool {
	for _, tail := range [...]string{" is not allowed", " is not permitted", " is not supported"} {
		for i := range foldMatches(t, tail) {
			clause := t[:i]
			if j := strings.LastIndexAny(clause, ".;:!?\n\""); j >= 0 {
				clause = clause[j+1:]
			}
			words := strings.Fields(clause)
			if len(words) < 3 || len(words) > 6 || !hasSuffixFold(words[0], "ing") {
				continue
			}
			for k := 1; k+1 < len(words); k++ {
				if _, art := foldIn(words[k], stateArticles[:]); !art {
					continue
				}
				if _, ok := foldIn(words[k+1], objectStateWords); ok {
					return true
				}
			}
		}
	}
	return false
}

// whileOnlyStates are standing states a refusal names after "while <it>
// is", beside objectStateWords (not ones that settle by themselves).
var whileOnlyStates = [...]string{"attached", "enabled", "active", "mounted", "disabled", "assigned", "protected", "referenced", "subscribed", "registered", "linked", "associated", "open", "shared"}

// whileStateRefusal reads an act refused while the object stands in a
// state: EC2 "Cannot resize the volume while it is attached", "Cannot
// delete the bucket while replication is enabled", Telegram's 409 "can't
// use getUpdates method while webhook is active; use deleteWebhook ...
// first" (set 851). The call is well formed and the state is the world's:
// change it first or replan (premise). A state that settles by itself
// ("while the server is starting", "while an update is in progress", "while
// a run is active") is none of these and keeps its wait.
func whileStateRefusal(t string) bool {
	for _, cue := range [...]string{"cannot ", "can't ", "can not ", "unable to ", "not allowed to ", "not possible to "} {
		i := indexFold(t, cue)
		if i < 0 {
			continue
		}
		for j := range foldMatches(t[i:], " while ") {
			rest := t[i+j+len(" while "):]
			rest = rest[:min(len(rest), 60)]
			for _, is := range [...]string{" is ", " are "} {
				k := indexFold(rest, is)
				if k < 0 || strings.Count(rest[:k], " ") > 2 {
					continue
				}
				state := wordFrom(rest, k+len(is))
				if strings.EqualFold(state, "in") {
					// "while the build is in a `canceled` state": a
					// state named as one, which even work (a build, a
					// run) does not leave by itself.
					if named := inNamedState(rest[k+len(is):]); named != "" {
						if _, ok := foldIn(named, objectStateWords); ok && !strings.EqualFold(named, "running") {
							return true
						}
					}
					continue
				}
				if namesWork(rest[:k]) {
					// Work that ends by itself ("while a run run_x is
					// active": OpenAI Assistants, one active run per
					// thread) keeps the settling reading (worldstate.go).
					continue
				}
				if _, ok := foldIn(state, whileOnlyStates[:]); ok {
					return true
				}
				if _, ok := foldIn(state, objectStateWords); ok {
					return true
				}
			}
		}
	}
	return false
}

// inNamedState reads the state in "in a(n) <state> state" (or "status"),
// the words after "while the <object> is ": Buildkite's 422 "This job
// can't be started while the build is in a `canceled` state." (set 1629).
// Other words after "in" ("in progress", "in use") give "".
func inNamedState(s string) string {
	for _, art := range [...]string{"in a ", "in an ", "in the "} {
		if len(s) < len(art) || !strings.EqualFold(s[:len(art)], art) {
			continue
		}
		p := len(art)
		for p < len(s) && strings.IndexByte("`'\"", s[p]) >= 0 {
			p++
		}
		w := wordFrom(s, p)
		p += len(w)
		for p < len(s) && strings.IndexByte("`'\" ", s[p]) >= 0 {
			p++
		}
		if hasPrefixFold(s[p:], "state") || hasPrefixFold(s[p:], "status") {
			return w
		}
		return ""
	}
	return ""
}

// otherInstanceHolds reads a refusal because another instance of the same
// client holds the single session the service allows: Telegram's 409
// "Conflict: terminated by other getUpdates request; make sure that only
// one bot instance is running" (held-out set 890), Kafka's
// ProducerFencedException "There is a newer producer with the same
// transactionalId which fences the current one" and
// FencedInstanceIdException "another consumer with the same
// group.instance.id has registered", librdkafka's "This instance has been
// fenced by a newer instance". The call is well formed and
// nothing it meant to create exists: the plan's belief that it is the only
// consumer is false (premise, as EADDRINUSE's other process). A lock with
// a TTL or an operation in progress ends by itself and keeps its wait.
func otherInstanceHolds(t string) bool {
	switch {
	case hasFold(t, "terminated by other ") && hasAny(t, " request", "long poll", "webhook"),
		hasFold(t, "only one") && hasFold(t, "instance is running"),
		hasAny(t, "which fences the current one", "fenced by a newer instance"),
		hasFold(t, "another consumer with the same") && hasFold(t, "has registered"):
		return true
	}
	return false
}

// stateClauseRefusal reads an act refused over an object the same sentence
// puts in a state by a clause after it: Stripe's "You cannot update a
// subscription that is `canceled` or `incomplete_expired`.", Plunet's "The
// project cannot be modified because it is archived.", Mattermost
// Playbooks' "playbook with id 'x' cannot be modified because it is
// archived" (held-out set 945). The call is well formed; the object's state
// forbids the act, and no argument moves it (premise). A state the act itself
// makes ("cannot cancel a subscription that is already canceled") is the
// act's own result and is left to the other rules (conflict), as is a clause
// that names no state ("that is not yours", "that is in use").
func stateClauseRefusal(t string) bool {
	for _, cue := range [...]string{"cannot ", "can't ", "can not ", "unable to "} {
		for i := range foldMatches(t, cue) {
			rest := t[i+len(cue):]
			if j := strings.IndexAny(rest, ".;!?\n"); j >= 0 {
				rest = rest[:j]
			}
			act := wordFrom(rest, 0)
			for _, clause := range [...]string{" that is ", " that has been ", " which is ", " because it is ", " as it is ", " since it is ", " because it has been "} {
				k := indexFold(rest, clause)
				if k < 0 || strings.Count(rest[:k], " ") > 6 {
					continue
				}
				p := k + len(clause)
				state := quotedWordAt(rest, p)
				if strings.EqualFold(state, "already") {
					state = quotedWordAt(rest, p+len("already "))
				}
				if _, ok := foldIn(state, objectStateWords); !ok {
					continue
				}
				if _, cred := foldIn(lastWord(rest[:k]), clauseCredentials[:]); cred {
					continue // an expired token or session stays the credential's
				}
				if len(act) >= 4 && hasPrefixFold(state, act[:len(act)-1]) {
					continue // the act's own state: "cannot cancel ... that is canceled"
				}
				return true
			}
		}
	}
	return false
}

// clauseCredentials are objects whose expiry or suspension is the caller's
// authority, not a state of the world the plan rests on.
var clauseCredentials = [...]string{"token", "key", "session", "credential", "credentials", "certificate", "password", "secret", "cookie", "account", "user"}

// quotedWordAt is the word at i, past any quote or backtick around it.
func quotedWordAt(s string, i int) string {
	for i < len(s) && strings.IndexByte("`'\"", s[i]) >= 0 {
		i++
	}
	if i >= len(s) {
		return ""
	}
	return wordFrom(s, i)
}

// notInNamedState reads "<object> is not in a(n) <one word> state" (set
// 1455: Shopify's 422 "The fulfillment order is not in an open state.", as
// ELB's "not in a running state"): the object exists and its state is not
// the one the act needs, premise. Two or more words between the article
// and "state" are not read ("not in a state that allows" is read above).
// A state the object reaches by itself (Gemini's "The File ... is not in an
// ACTIVE state" while it is processed, set 1166: transient) is left to the
// settling rules (selfReachedState).
func notInNamedState(t string) bool {
	for _, in := range [...]string{"is not in a ", "is not in an "} {
		for i := range foldMatches(t, in) {
			rest := t[i+len(in):]
			sp := strings.IndexByte(rest, ' ')
			if sp <= 0 || sp > 20 {
				continue
			}
			if hasPrefixFold(rest[sp:], " state") && (len(rest) == sp+6 || !isWordByte(rest[sp+6])) && !selfReachedState(rest[:sp]) {
				return true
			}
		}
	}
	return false
}

// selfReachedState reports a state word an object reaches by itself as it
// finishes starting or processing (active, ready, available, running,
// enabled, healthy): "not in an ACTIVE state" may only need time.
func selfReachedState(w string) bool {
	for _, s := range [...]string{"active", "ready", "available", "running", "enabled", "healthy"} {
		if strings.EqualFold(w, s) {
			return true
		}
	}
	return false
}

// sameStateTransition reads a state machine's refusal whose wanted state
// is the one the object is already in: Recurly's "A canceled subscription
// can't transition to canceled", a guard's "Invalid transition from
// 'paid' to 'paid'". The act's end state is already held (a cancel of a
// canceled subscription, a repeated approve), so the world holds what the
// step was to make: conflict, as "is already canceled" reads. A refusal
// between two different states stays the object's state (premise,
// stateMachineWords).
func sameStateTransition(t string) (Result, bool) {
	for i := range foldMatches(t, "transition ") {
		rest := t[i+len("transition "):]
		var from, to string
		switch {
		case matchAt(rest, 0, "from "):
			from, rest = transitionStateAt(rest[len("from "):])
			if !matchAt(rest, 0, " to ") {
				continue
			}
			to, _ = transitionStateAt(rest[len(" to "):])
		case matchAt(rest, 0, "to "):
			// The current state as the subject's adjective, in the words
			// just before the verb ("A canceled subscription can't ...").
			// Only a refusal's own modal ("can't transition to"), and
			// only within its sentence: "is not ready to transition to
			// complete" is a wait, not a state held.
			to, _ = transitionStateAt(rest[len("to "):])
			head, ok := refusedTransitionHead(t[:i])
			if ok && to != "" && hasWord(head, strings.ToLower(to)) {
				from = to
			}
		}
		if from != "" && strings.EqualFold(from, to) {
			return Result{Kind: conflict, Reason: "the transition's wanted state (" + to + ") is the one the object is already in: the world already holds what the step was to make"}, true
		}
	}
	return Result{}, false
}

// transitionStateAt reads the state name at the start of s, past a "state" or
// "status" noun and the quotes around it, and returns it with the rest of
// s after it.
func transitionStateAt(s string) (word, rest string) {
	for _, noun := range [...]string{"state ", "status "} {
		if matchAt(s, 0, noun) {
			s = s[len(noun):]
		}
	}
	k := 0
	for k < len(s) && strings.IndexByte("'\"`:", s[k]) >= 0 {
		k++
	}
	e := k
	for e < len(s) && (isAlnum(s[e]) || s[e] == '_' || s[e] == '-') {
		e++
	}
	word = s[k:e]
	for e < len(s) && strings.IndexByte("'\"`", s[e]) >= 0 {
		e++
	}
	return word, s[e:]
}

// refusedTransitionHead returns the sentence before a "can't", "cannot"
// or "could not" that ends head, without the modal, and whether one does.
func refusedTransitionHead(head string) (string, bool) {
	for _, modal := range [...]string{"can't ", "cannot ", "can not ", "could not ", "couldn't ", "may not "} {
		if len(head) >= len(modal) && matchAt(head, len(head)-len(modal), modal) {
			head = head[:len(head)-len(modal)]
			if k := strings.LastIndexAny(head, ".:\"{\n"); k >= 0 {
				head = head[k+1:]
			}
			return head, true
		}
	}
	return "", false
}

// actForObjectInStatus reads an act refused for an object the message puts
// "in <state> status" (or state) at the end of the refusal: PandaDoc's 400
// validation_error "Cannot create session ID for a document in
// document.draft status" (set 1606; the session needs a sent or completed
// document), and the same words for a subscription "in canceled state". The
// call is well formed; the object's state refuses it: premise. One or two
// words must name the state between " in " and " status"/" state", and
// nothing but punctuation may follow, so "cannot find value in status
// field" or "unable to parse the state" keep their readings; a predicate
// ("the session is in the kill state") is left to the readings above.
func actForObjectInStatus(t string) bool {
	for _, cue := range [...]string{"cannot ", "can't ", "can not ", "unable to "} {
		i := indexFold(t, cue)
		if i < 0 {
			continue
		}
		clause := t[i+len(cue):]
		if j := strings.IndexAny(clause, ";\n!?"); j >= 0 {
			clause = clause[:j]
		}
		if j := strings.Index(clause, ". "); j >= 0 {
			clause = clause[:j]
		}
		// A client's trailer names its exception class, not the state:
		// "... in document.draft status (PandaDoc::FailureResult)".
		if j := strings.Index(clause, " ("); j >= 0 {
			clause = clause[:j]
		}
		clause = strings.TrimRight(clause, " .,)")
		for _, tail := range [...]string{" status", " state"} {
			if len(clause) <= len(tail) || !strings.EqualFold(clause[len(clause)-len(tail):], tail) {
				continue
			}
			head := clause[:len(clause)-len(tail)]
			k := strings.LastIndex(strings.ToLower(head), " in ")
			if k < 0 {
				continue
			}
			// The object named attributively ("a document in draft
			// status"), not a predicate ("the session is in the kill
			// state", "order is in CANCELLED status"), which the
			// readings above and finishedAlready decide.
			before := strings.Fields(head[:k])
			if len(before) < 2 {
				continue
			}
			if _, verb := foldIn(before[len(before)-1], stateCopulas); verb {
				continue
			}
			if n := len(strings.Fields(head[k+len(" in "):])); n >= 1 && n <= 2 {
				return true
			}
		}
	}
	return false
}

// stateCopulas put an object in a state as a predicate ("is in", "was in").
var stateCopulas = []string{"is", "are", "was", "were", "be", "been", "being", "remains", "stays"}

// clusterStartState reads the state Databricks names when a start finds the
// cluster already past "Terminated" ("Cluster c1 is in unexpected state
// Running."): Running is the state the start was to reach, so the step is
// done (conflict; the CLI treats it as success, databricks/cli PR 6288, sets
// 1362 and 1674); Pending, Restarting and Resizing are a start another
// caller began, which the SDKs wait out and retry (databricks-sdk-py PR 283,
// set 1674): transient. Any other state keeps objectStateRefusal's premise.
func clusterStartState(t string) (Result, bool) {
	const mark = "is in unexpected state "
	i := indexFold(t, mark)
	if i < 0 {
		return Result{}, false
	}
	rest := t[i+len(mark):]
	n := 0
	for n < len(rest) && isAlnum(rest[n]) {
		n++
	}
	word := rest[:n]
	switch {
	case strings.EqualFold(word, "running"):
		return Result{Kind: conflict, Reason: "the cluster is already running, the state the start was to reach: the step's work is done"}, true
	case strings.EqualFold(word, "pending"), strings.EqualFold(word, "restarting"), strings.EqualFold(word, "resizing"):
		return Result{Kind: transient, Reason: "the cluster is already on its way to running (another start or a resize is in progress): wait, then retry"}, true
	}
	return Result{}, false
}

// inThisStateRefusal reads "Cannot <act> <object> in this state", the
// object's present state given as the reason, often with the state after
// it (Etsy Open API v3 updateListing "Cannot activate a listing in this
// state: state = edit, listing_id = ..., ending_tsz = ...", etsy/open-api
// issue 357; set 1720). The refusal cue must come first in the same
// clause, and "state" must end the word: "cannot parse the value in this
// statement" and an argument "invalid in this state field" keep their
// readings.
func inThisStateRefusal(t string) bool {
	for i := range foldMatches(t, " in this state") {
		if end := i + len(" in this state"); end < len(t) && isAlnum(t[end]) {
			continue
		}
		clause := t[:i]
		if j := strings.LastIndexAny(clause, ".;!?\n\"{}"); j >= 0 {
			clause = clause[j+1:]
		}
		if hasAny(clause, "cannot ", "can't ", "can not ", "unable to ", "not allowed to ") {
			return true
		}
	}
	return false
}
