package classify

import "strings"

// Database failures whose SQLSTATE or result code misleads (held-out set
// 39, captured live from PostgreSQL through pgx and SQLite through
// modernc).

// raisableStates are the SQLSTATEs an application names in its own RAISE
// (plpgsql-errors-and-messages.html: "RAISE ... USING ERRCODE =
// 'data_exception'", a condition name or any five characters) for its
// own rules: the generic data exception, a bad parameter, an unsupported
// feature, an integrity or check violation. The class says the value is
// wrong (invalid); the author's words may say instead that the world is
// not as the plan believed ("has already been picked", "has been
// decommissioned", "not available on the free plan"), and then the words
// decide, as under P0001. The server's own texts under these states name
// the value ("invalid value for parameter", "step size cannot equal
// zero"), which no state wording matches.
func raisableState(state string) bool {
	switch state {
	case "22000", "22023", "0A000", "23000", "23514":
		return true
	}
	return false
}

// pgRefine reads what the SQLSTATE tables cannot: a name the statement
// itself must bind (42704 for a jsonpath variable the call left out of
// vars), and an application's own words under a state it raised.
func pgRefine(state, text string) (Result, bool) {
	// An ALTER that would tie an object into a relation it is already in
	// (tablecmds.c: "\"%s\" is already a partition", 42809; "column ...
	// is already an identity column", 55000; extension.c: "%s is already a
	// member of extension", 55000; held-out set 552): the tie the step was
	// to make exists, conflict, not a wrong object type or a wrong state.
	if (state == "42809" || state == "55000") && alreadyTied(text) {
		return Result{Kind: conflict, Code: state, Reason: "postgres: SQLSTATE " + state + ": the object is already tied in as the step would tie it (a partition, an identity column, an extension member): skip"}, true
	}
	if state == "42704" && unboundVariable(text) {
		return Result{Kind: invalid, Code: state, Reason: "postgres: SQLSTATE 42704 for a variable the statement uses and the call does not pass: bind it"}, true
	}
	// An application's RAISE under insufficient_privilege (USING ERRCODE =
	// 'insufficient_privilege', 42501) whose words name the object's state
	// as what blocks the act ("invoice 7 is paid and cannot be voided",
	// "already posted, cannot edit"): no role or grant makes it succeed,
	// the plan assumed an earlier state (set 291). Only the state wording
	// counts; PostgreSQL's own 42501 texts name a privilege, an owner, a
	// role or a policy, and keep denied.
	if state == "42501" && !hasAny(text, "permission denied", "must be owner", "must be superuser", "must be a member",
		"must have", "not allowed", "not permitted", "owner", "role", "policy", "grant", "access") {
		if t := appCodeText(text); alreadyRefusing(t) || refusedForState(t) {
			return Result{Kind: premise, Code: state, Reason: "postgres: SQLSTATE 42501 raised by the application: the object's state blocks the act the message refuses (no grant changes it): the plan assumed an earlier state"}, true
		}
	}
	// The server's own texts under these states name the constraint
	// ("violates check constraint", which guardsState reads; "unique
	// constraint on partitioned table must include ..."): not an
	// author's words about the world.
	if !raisableState(state) || hasAny(text, "violates", "constraint") {
		return Result{}, false
	}
	w, ok := raisedWords(appCodeText(text))
	if !ok {
		return Result{}, false
	}
	w.Code = state
	w.Reason = "postgres: SQLSTATE " + state + ", read by its message's words (the server's or an application's RAISE): " + w.Reason
	return w, true
}

// raisedWords reads an application's message for the world's state only:
// the state wording an author uses behind any code (appwords.go: a state
// that blocks the act, a quantity spent), and the world's state under a
// generic code (overInvalidText). The broad wording (strongWords: "not
// allowed", "timeout", "unique constraint") is left out: the server's own
// texts under these states use it of the statement ("FOR UPDATE is not
// allowed with aggregate functions"). An argument's wording keeps the
// code's invalid.
func raisedWords(t string) (Result, bool) {
	if optionScope(t) || reservedValue(t) {
		return Result{}, false
	}
	if alreadyAgain(t) { // appwords.go
		return verdict(conflict, alreadyAgainReason)
	}
	if alreadyRefusing(t) || refusedForState(t) {
		return verdict(premise, "the object's state blocks the act the message refuses: the plan assumed an earlier state")
	}
	if r, ok := matchWords(appMatcher, t); ok {
		return r, true
	}
	// A state machine's refusal under a check or data state (set 1218:
	// "illegal status transition ...: shipped -> pending", 23514).
	if r, ok := matchWords(stateMachineMatcher, t); ok {
		return r, true
	}
	if guardsState(t) {
		return verdict(premise, "a rule on a quantity the world holds (funds, stock, seats): the state the step assumed is not there")
	}
	if r, ok := overInvalidText(t); ok && (r.Kind == premise || r.Kind == transient || r.Kind == denied) {
		return r, true
	}
	if r, ok := askedWords(t); ok {
		return r, true
	}
	return Result{}, false
}

// optionScope reports a server's fixed sentence that allows one of the
// statement's options only in a mode or a direction (PostgreSQL copy.c
// ProcessCopyOptions, 0A000: "COPY force not null available only in CSV
// mode", "COPY DEFAULT only available using COPY FROM"; Greenplum's and
// HAWQ's copy and external-table checks in the same words; set 81).
// "available" there is the option's scope, not a quantity the world holds,
// so guardsState must not read it: the statement must drop the option or
// change its mode, and the code's invalid stands. An application's "only
// available on the Business plan" or "only 2 seats available" is not this
// form, and a plan word keeps it the application's.
func optionScope(t string) bool {
	return hasAny(t, "available only in", "available only with", "available only when",
		"only available using", "only available in", "only available with", "only available when") &&
		!hasAny(t, "plan", "tier", "subscription", "edition", "licen", "upgrade", "region")
}

// askedWords reads what an application's own message asks of the caller,
// behind a code that proves nothing (P0001, a trigger's RAISE, a raised
// generic state):
//
//   - a wait, as a delay it names ("try again in 60 minutes", "please wait
//     30 seconds before sending another message": bodyDelay's markers) or a
//     time to come back ("try again after 09:00", "temporarily closed"):
//     time is the variable, transient;
//   - a plan to change ("requires the Business plan; upgrade to enable it",
//     "not available on the free plan"): the account's entitlement, not the
//     call, premise, as a 402 or an exhausted quota.
func askedWords(t string) (Result, bool) {
	if _, ok := bodyDelay(t); ok || hasAny(t, "try again after", "try again later", "temporarily closed", "please wait") || unstatedWait(t) {
		return verdict(transient, "the application asks the caller to wait and try again")
	}
	if planExcludes(t) {
		return verdict(premise, planExcludesReason)
	}
	return Result{}, false
}

const planExcludesReason = "the account's plan, subscription or tier does not include it: upgrade the plan or do without it, the call is fine"

// planExcludes finds a feature refused for the account's plan,
// subscription or tier, in any vendor's wording: "requires the Business
// plan", "not available on the free plan", Anthropic's "The long context
// beta is not yet available for this subscription" (set 61), Claude
// Code's "Claude Opus is not available with the Claude Pro plan", the
// Gemini API's "Imagen 3 is only available on paid plans". The request is
// well formed and no credential lifts it: the entitlement is the account's
// state, premise, also behind a generic invalid code or a 403. A country
// or territory is regionWords' (denied).
func planExcludes(t string) bool {
	if accountNotEntitled(t) || upgradeAccountTo(t) || paidTierOnly(t) || planNamedBy(t) {
		return true
	}
	if !hasWord(t, "plan") && !hasWord(t, "plans") && !hasWord(t, "subscription") && !hasWord(t, "tier") && !hasWord(t, "license") && !hasWord(t, "edition") && !hasWord(t, "editions") {
		return false
	}
	// "upgrade" as an ask of the account ("upgrade your", "upgrade to",
	// upgradeTheAccount), not a tool's flag or step (terraform init -upgrade, kubeadm's
	// "upgrade plan").
	return (hasAny(t, "upgrade your", "upgrade to ", "please upgrade", "requires the",
		// A plan the endpoint needs, named as required (Dropbox Sign's 403
		// forbidden "A paid API plan is required to access this endpoint.";
		// Zoho Sign 8026 "Upgrade your Zoho Sign license."; set 1332).
		"plan is required", "not part of your",
		// The plan named as the one the request needs, which the user
		// lacks (SurveyMonkey 1015 "The user does not have the required
		// plan to make this request.", a 403; set 1649).
		"the required plan", "the required subscription", "the required tier", "not available on", "only available on", "available on paid", "not included in",
		// The same refusal as "unavailable on", and a plan's own cap on a
		// count (Mux's 400 invalid_parameters "Live streams are unavailable
		// on the free plan", "Free plan is limited to 10 assets, you cannot
		// create direct uploads while exceeding this limit"; set 1336).
		"unavailable on", "unavailable for your", "plan is limited to", "tier is limited to",
		"not available for this", "not available for your", "not yet available for", "not available with", "only available with", "only available for", "not available to",
		// An operation the account's current tier lacks (set 1315: Azure IoT
		// Hub 403010 "This operation is not valid for the current IoT Hub
		// tier.", direct methods on a basic-tier hub).
		"not valid for the current", "not supported in the current", "not supported for the current", "not available in the current", "not allowed in the current",
		// The word order "available only on" (Bitrix24's ACCESS_DENIED "REST
		// API is available only on commercial plans") and an edition named
		// as the bound (Zoho CRM FEATURE_NOT_SUPPORTED "The multi-currency
		// feature is not available except the Enterprise and higher
		// editions.", "... is not supported in your edition."; set 1689).
		"available only on", "available only with", "not available except", "higher editions", "not supported in your", "not supported for your", "your edition does not") || upgradeTheAccount(t)) &&
		!hasAny(t, "country", "territory")
}

// upgradeTheAccount reads "upgrade the ..." as an ask of the account's plan
// ("upgrade the plan", "upgrade the workspace plan"), not of the object
// the call writes: SSM PutParameter's ValidationException "Standard tier
// parameters support a maximum parameter value of 4096 characters ...
// upgrade the parameter to use the advanced-parameter tier" names a tier
// the call sets on its own parameter (the Tier argument), invalid (set
// 1204). "upgrade the <object> to use ..." is that form.
func upgradeTheAccount(t string) bool {
	for i := range foldMatches(t, "upgrade the ") {
		rest := t[i+len("upgrade the "):]
		w := wordFrom(rest, 0)
		if w == "" || !matchAt(rest, len(w), " to use ") {
			return true
		}
	}
	return false
}

// planNamedBy reads the plan as what requires or leaves out the feature:
// "requires a Pro plan", "requires an Enterprise subscription", "your plan
// does not include API access", "the current tier doesn't include it". A
// plan that is the call's own object ("the plan requires a name", a
// database's "query plan") is not the account's.
func planNamedBy(t string) bool {
	for _, cue := range [...]string{"requires a ", "requires an ", "require a ", "require an "} {
		for i := range foldMatches(t, cue) {
			head := t[i+len(cue) : min(len(t), i+len(cue)+32)]
			if hasWord(head, "plan") || hasWord(head, "subscription") || hasWord(head, "tier") || hasWord(head, "license") || hasWord(head, "licence") {
				return true
			}
		}
	}
	for _, cue := range [...]string{" does not include", " doesn't include", " does not allow", " doesn't allow"} {
		for i := range foldMatches(t, cue) {
			w := lastWord(t[:i])
			if (strings.EqualFold(w, "plan") || strings.EqualFold(w, "subscription") || strings.EqualFold(w, "tier")) && !strings.EqualFold(lastWord(t[:max(0, i-len(w)-1)]), "query") {
				return true
			}
		}
	}
	return false
}

// paidTierOnly finds a feature kept to paying or premium holders, worded
// without a plan word: Spotify's 403 PREMIUM_REQUIRED "Player command
// failed: Premium required" (set 420), "only available to premium users",
// "available for paid accounts only". The token is fine and no argument
// lifts it; the account's tier is the false belief: premise, as
// planExcludes. A premium product the call names ("Premium storage is not
// supported for this VM size") is an argument, and is not matched. A
// creator program's tiers gate features the same way (Twitch's 400 "Delay
// is partner only", 403 "User is not an affiliate or partner", set 1336):
// the channel's standing, which no token or argument changes.
func paidTierOnly(t string) bool {
	return hasAny(t, "premium required", "requires premium", "requires a premium", "premium users", "premium user", "premium account", "premium subscription", "premium members",
		"non-premium", "paid accounts", "paid account", "paid users", "paying customers", "paying users", "paid customers", "paid subscribers", "requires a paid", "paid-only", "paid only",
		"is partner only", "partners only", "not an affiliate or partner", "not a partner or affiliate", "affiliates and partners only", "partners and affiliates only")
}

// accountNotEntitled finds an account refused a feature, product or
// service it holds no entitlement to, worded without a plan word:
// Cloudflare R2's NotEntitled "Account not entitled to this feature."
// (set 403), AWS Marketplace's CustomerNotEntitledException "Customer is
// not entitled to the product". The call is well formed and no token
// lifts it: the account lacks the subscription, premise as planExcludes.
// A caller not entitled to perform an act or to access an object is a
// permission, and stays with the rules for authority.
func accountNotEntitled(t string) bool {
	i := indexFold(t, "not entitled to ")
	if i < 0 {
		return false
	}
	rest := t[i+len("not entitled to "):]
	if hasAny(rest, "perform", "access", "view", "read", "write", "modify", "delete") {
		return false
	}
	return hasAny(rest, "feature", "product", "service", "edition", "offering", "capability", "add-on", "addon")
}

// unboundVariable finds a variable the statement or expression uses that
// the call does not bind: PostgreSQL's jsonpath "could not find jsonpath
// variable" (the vars argument lacks it, functions-json.html 9.16.2), SQL
// Server's Msg 137 "Must declare the scalar variable", Oracle's ORA-01008
// "not all variables bound", MongoDB's "Use of undefined variable" (an
// aggregation's $$name without let). The name is the call's own, not a
// catalog object that may be created: invalid, though PostgreSQL files
// it under 42704 undefined_object.
func unboundVariable(t string) bool {
	return hasAny(t, "could not find jsonpath variable", "must declare the scalar variable", "not all variables bound", "use of undefined variable")
}

// boundVariableWords are the same for text without a code.
var boundVariableWords = []pattern{
	{text: "could not find jsonpath variable", kind: invalid, reason: "the jsonpath uses a variable the call does not pass in vars"},
	{text: "must declare the scalar variable", kind: invalid, reason: "the statement uses a variable it does not declare or bind (SQL Server 137)"},
	{text: "not all variables bound", kind: invalid, reason: "the statement has placeholders the call does not bind (ORA-01008)"},
	{text: "use of undefined variable", kind: invalid, reason: "the expression uses a variable it does not define (MongoDB)"},
}

// actThenAlready reads the text after a refusal cue ("cannot "): the
// refused verb, and the word after the first "already " (or "already
// been ") in it, the state the object reached.
func actThenAlready(rest string) (verb, part string, ok bool) {
	verb = wordFrom(rest, 0)
	j := indexFold(rest, "already ")
	if verb == "" || j < 0 {
		return "", "", false
	}
	after := rest[j+len("already "):]
	if matchAt(after, 0, "been ") {
		after = after[len("been "):]
	}
	return verb, wordFrom(after, 0), true
}

// actThenStatus is actThenAlready for the state named as a status: "confirm
// this PaymentIntent because it has a status of succeeded", "... status is
// 'completed'" (Stripe's *_unexpected_state wording). It returns the
// refused verb and the status word, unquoted.
func actThenStatus(rest string) (verb, part string, ok bool) {
	verb = wordFrom(rest, 0)
	if verb == "" {
		return "", "", false
	}
	for _, cue := range [...]string{"has a status of ", "has status ", "status is "} {
		j := indexFold(rest, cue)
		if j < 0 {
			continue
		}
		after := strings.TrimLeft(rest[j+len(cue):], "'\"`")
		if w := wordFrom(after, 0); w != "" {
			return verb, w, true
		}
	}
	return "", "", false
}

// refusedForState finds a refusal of an act followed by the state that
// blocks it, as authors word it: "cannot cancel order 77: it has already
// been picked", "unable to edit invoice 12, already paid". The act the
// call asked for is not the state reached (a cancel of a cancelled order
// is the call's own act, left to the other rules), and a state the call
// itself would make ("already issued", "already taken": alreadyDone)
// stays conflict. The object moved on from where the plan believed it
// was: premise, whatever the participle (picked, packed, approved).
// alreadyRefusing reads the other order ("already closed, cannot edit"),
// and a cancel of work that already ended stays finishedAlready's.
func refusedForState(t string) bool {
	// A cancel or stop of work that already ended is finishedAlready's
	// (conflict): the world holds what the step wanted.
	if finishedAlready(t) {
		return false
	}
	// The same state worded without "already" (appwords.go).
	if stateRefusal(t) || stateAfterRefusal(t) || stateOnceRefusal(t) || endedOffer(t) || removalRefusedInUse(t) || statePrevents(t) || stateObjectRefusal(t) || alreadyRestricted(t) || notActable(t) || statusNamedRefusal(t) || afterBegunRefusal(t) {
		return true
	}
	if indexFold(t, "already ") < 0 {
		return false
	}
	// A lock held by a named holder is a wait (roomwords.go lockTakenWords),
	// not a state that blocks the act.
	if indexFold(t, "already locked by ") >= 0 {
		return false
	}
	if doneThenChangeRefused(t) { // appwords.go
		return true
	}
	for _, cue := range [...]string{"cannot ", "can't ", "can not ", "unable to ", "could not "} {
		i := indexFold(t, cue)
		if i < 0 {
			continue
		}
		rest := t[i+len(cue):]
		verb, part, ok := actThenAlready(rest)
		if !ok || !participle(part) || sameAct(verb, part) {
			continue
		}
		// The passive of the call's own act, "could not be disabled, as
		// it is already disabled" (GoCardless disable_failed, set 1621):
		// refusedAsDone's conflict, not a state blocking another act.
		// Only the own act is read so; another passive keeps "be".
		if hasPrefixFold(rest, "be ") && sameAct(passiveVerb(wordFrom(rest, len("be "))), part) {
			continue
		}
		made := false
		for _, d := range alreadyDone {
			// A change or removal of what the call made is another act: the
			// done state blocks it ("Unable to delete workflow step, step
			// has already been processed", set 1332).
			if strings.EqualFold(part, d) && !changeVerb(verb) {
				made = true
			}
		}
		for _, d := range alreadyThere {
			if strings.EqualFold(part, d) {
				made = true
			}
		}
		if !made {
			return true
		}
	}
	return false
}

// alreadyThere are participles that say the thing the call would set up is
// there already, whatever the verb before them ("cannot call initialize:
// already initialized", "could not add table: already defined"): conflict
// is theirs to read, not a state that blocks another act.
var alreadyThere = [...]string{"existed", "defined", "declared", "initialized", "initialised", "invited", "installed", "configured", "connected", "started"}

// sameAct reports whether a participle is the verb's own ("cancel",
// "cancelled"; "pay", "paid").
func sameAct(verb, part string) bool {
	v := strings.ToLower(verb)
	p := strings.ToLower(part)
	switch v {
	case "pay":
		return p == "paid" || p == "succeeded"
	case "confirm", "charge":
		// A confirmed PaymentIntent or a charge ends "succeeded" (Stripe).
		return strings.HasPrefix(p, v) || p == "succeeded"
	case "send":
		return p == "sent"
	case "make":
		return p == "made"
	}
	v = strings.TrimSuffix(v, "e")
	return len(v) >= 3 && strings.HasPrefix(p, v)
}

// retiredWords: an object its owner took out of service for good ("warehouse
// WH-3 has been decommissioned", "this plan has been discontinued", "the
// endpoint was retired"). It names what the plan relies on, not the form
// of an argument, and no wait brings it back: premise, behind any generic
// code (appStateWords), as a model "has been decommissioned" (roomwords.go).
var retiredWords = []pattern{
	{text: "has been decommissioned", kind: premise, reason: "the object was taken out of service: the plan names something that no longer operates"},
	{text: "was decommissioned", kind: premise, reason: "the object was taken out of service: the plan names something that no longer operates"},
	{text: "has been discontinued", kind: premise, reason: "the object was discontinued: the plan names something that no longer exists"},
	{text: "was discontinued", kind: premise, reason: "the object was discontinued: the plan names something that no longer exists"},
	{text: "has been retired", kind: premise, reason: "the object was retired: the plan names something that no longer operates"},
}

// selfApprovalWords: a rule that the one who asked may not approve
// (separation of duties): GitHub's "Can not approve your own pull
// request", GitLab's "authors cannot approve their own merge requests", an
// application's trigger "approver cannot approve their own request". No
// argument meets it; another person must approve: denied (reroute).
var selfApprovalWords = []pattern{
	{text: "approve your own", kind: denied, reason: "the requester may not approve their own request: another approver must"},
	{text: "approve their own", kind: denied, reason: "the requester may not approve their own request: another approver must"},
	{text: "approve his own", kind: denied, reason: "the requester may not approve their own request: another approver must"},
	{text: "approve her own", kind: denied, reason: "the requester may not approve their own request: another approver must"},
	{text: "approve one's own", kind: denied, reason: "the requester may not approve their own request: another approver must"},
	{text: "request changes on your own", kind: denied, reason: "the author may not review their own pull request: another reviewer must"},
}

// approverWords: a refusal that names an approval the step needs from
// someone with the authority to give it (set 1692, an Ansible fail guard
// "production deploys need approval from the release manager"; a CI or
// deploy tool's "requires approval from a maintainer", "must be approved
// by an administrator"): no argument meets it and no wait brings it; the
// agent lacks the authority and hands back: denied, as selfApprovalWords.
// An object that is "not yet approved", "pending approval" or "awaiting
// approval" keeps its own reading (the approval step comes first): the
// head row here reads "not yet approved" premise, as generic.go's row
// does, ahead of the approver rows; matchWords drops an approver hit in a
// text "pending approval" or "awaiting approval" (approvalPending), so
// whatever else reads the text decides it.
const approverReason = "the step needs an approval the agent cannot give itself: hand back"

// approvalPending reports a text that says the object's approval is still
// to come ("Transfer requires approval from the account owner; it is
// pending approval"): not a refusal for want of the approver's authority.
func approvalPending(t string) bool {
	return hasAny(t, "pending approval", "awaiting approval")
}

var approverWords = []pattern{
	{text: "not yet approved", kind: premise, reason: "the object is not approved yet: the approval step comes first"},
	{text: "need approval", kind: denied, reason: approverReason},
	{text: "needs approval", kind: denied, reason: approverReason},
	{text: "require approval", kind: denied, reason: approverReason},
	{text: "requires approval", kind: denied, reason: approverReason},
	{text: "approval required from", kind: denied, reason: approverReason},
	{text: "approval is required from", kind: denied, reason: approverReason},
	{text: "must be approved by", kind: denied, reason: approverReason},
}

// ownStatementWords: SQLite refusing an act while statements of the same
// connection are unfinished: COMMIT and RELEASE (vdbe.c OP_AutoCommit,
// OP_Savepoint: "cannot commit transaction - SQL statements in progress",
// returned as SQLITE_BUSY), VACUUM ("cannot VACUUM - SQL statements in
// progress"), sqlite3_close ("unable to close due to unfinalized
// statements or unfinished backups"), better-sqlite3 ("This database
// connection is busy executing a query"). "Busy" and "database is locked"
// read as another connection's lock; here the holder is the program's own
// open Rows, which no wait closes: invalid, as pgx's "conn busy"
// (sqlclient.go).
var ownStatementWords = []pattern{
	{text: "statements in progress", kind: invalid, reason: "the connection's own statements are still open (close its rows first)"},
	{text: "unfinalized statements", kind: invalid, reason: "the connection's own statements are not finalized (close them first)"},
	{text: "busy executing a query", kind: invalid, reason: "the connection is still running the program's own query (better-sqlite3)"},
}

// ownStatementsOpen is ownStatementWords for a SQLITE_BUSY result code.
func ownStatementsOpen(t string) bool {
	return hasAny(t, "statements in progress", "unfinalized statements", "busy executing a query")
}

// rowMappingWords: a client library mapping a row onto the program's
// struct or variables and finding that they disagree: pgx's
// RowToStructByName "cannot find field X in returned row" and "struct
// doesn't have corresponding row field", RowToStructByPos "got N values,
// but dst struct has only M fields", sqlx "missing destination name x in
// *main.Order", scany "no corresponding field found", database/sql
// "expected N destination arguments in Scan", sqlx's scanAny "non-struct
// dest type int with >1 columns (2)" and "scannable dest type time with >1
// columns (3) in result" (a scalar destination for several columns; set
// 1254). The query ran; the program's
// types are wrong: invalid, though "cannot find" reads as a missing object.
var rowMappingWords = []pattern{
	{text: "in returned row", kind: invalid, reason: "the struct names a field the query does not return (pgx RowToStructByName)"},
	{text: "doesn't have corresponding row field", kind: invalid, reason: "the query returns a column the struct lacks (pgx)"},
	{text: "but dst struct has only", kind: invalid, reason: "the row has more values than the struct fields (pgx RowToStructByPos)"},
	{text: "missing destination name", kind: invalid, reason: "the query returns a column the struct lacks (sqlx)"},
	{text: "no corresponding field found, or it's unexported", kind: invalid, reason: "the query returns a column the struct lacks (scany)"},
	{text: "with >1 columns (", kind: invalid, reason: "a scalar destination for a query that returns several columns (sqlx Get/Select)"},
	{text: "destination arguments in scan", kind: invalid, reason: "Scan was given a different number of destinations than the query's columns (database/sql)"},
}

// settingValueWords: a setting's value that a library or server refuses to
// parse or range-check, named after a timeout or a limit: pgx "cannot
// parse `...`: invalid connect_timeout" (and its other settings, "cannot
// parse statement_cache_capacity"), libpq "invalid integer value
// \"abc\" for connection option \"connect_timeout\"", urllib3 "Timeout
// value connect was abc, but it must be an int, float or None.",
// PostgreSQL's guc.c "-1 ms is outside the valid range for parameter
// \"lock_timeout\"", Node's ERR_OUT_OF_RANGE "The value of \"msecs\" is out
// of range. It must be ...". Nothing timed out: the value is wrong,
// invalid, read ahead of the word timeout.
var settingValueWords = []pattern{
	{text: "invalid connect_timeout", kind: invalid, reason: "the connection string's connect_timeout is not a number (pgx)"},
	// A file the connection string names that pgx reads while it parses
	// (set 277, pgconn config.go configTLS: "unable to read CA file: %w",
	// "unable to read cert: %w", "unable to read sslkey: %w"): the string
	// is well formed and the file is absent or unreadable, as libpq's "root
	// certificate file ... does not exist" reads: premise, ahead of the
	// ParseConfigError frame below.
	{text: "unable to read ca file", kind: premise, reason: "the CA file the connection string names cannot be read (pgx)"},
	{text: "unable to read cert:", kind: premise, reason: "the client certificate file the connection string names cannot be read (pgx)"},
	{text: "unable to read sslkey", kind: premise, reason: "the client key file the connection string names cannot be read (pgx)"},
	// The same for a connection service file (set 1208, pgconn config.go
	// parseServiceSettings "failed to read service file: %v"; libpq
	// fe-connect.c "service file \"%s\" not found"): the string names a
	// service and the file that defines it is absent: premise.
	{text: "failed to read service file", kind: premise, reason: "the connection service file the connection string rests on cannot be read (pgx)"},
	{text: "service file \"", kind: premise, reason: "the connection service file the connection string rests on is not there (libpq)"},
	// pgconn.ParseConfigError: every setting of the connection string
	// (statement_cache_capacity, pool_max_conn_lifetime, ...).
	{text: "cannot parse `", kind: invalid, reason: "the connection string does not parse (pgx ParseConfigError)"},
	{text: "for connection option", kind: invalid, reason: "a connection option's value is malformed (libpq)"},
	{text: "but it must be an int, float or none", kind: invalid, reason: "a timeout setting of the wrong type (urllib3)"},
	{text: "outside the valid range for parameter", kind: invalid, reason: "a setting's value out of its range (PostgreSQL guc.c)"},
	{text: "is out of range. it must be", kind: invalid, reason: "an argument out of its range (Node ERR_OUT_OF_RANGE)"},
	// A value refused outright, not only out of range (set 100: SET
	// statement_timeout = '5 minutes please'): PostgreSQL guc.c 22023
	// "invalid value for parameter \"%s\": \"%s\"", MySQL
	// ER_WRONG_VALUE_FOR_VAR 1231 "Variable '%s' can't be set to the value
	// of '%s'", Go's flag package "invalid value %q for flag -%s: %v".
	{text: "invalid value for parameter", kind: invalid, reason: "a value the setting does not accept (PostgreSQL guc.c)"},
	{text: "can't be set to the value of", kind: invalid, reason: "a value the variable does not accept (MySQL 1231)"},
	{text: " for flag -", kind: invalid, reason: "a value the flag does not accept (Go flag)"},
	// A SQLite driver's DSN parameter (underscore-prefixed by convention)
	// whose value it refuses at Open (set 190): modernc.org/sqlite "unknown
	// _txlock %q", "invalid _busy_timeout %q: ...", mattn/go-sqlite3
	// "Invalid _loc: ...", "Invalid _auto_vacuum: ...".
	{text: "unknown _", kind: invalid, reason: "a DSN parameter value the SQLite driver does not accept"},
	{text: "invalid _", kind: invalid, reason: "a DSN parameter value the SQLite driver does not accept"},
	// go-sql-driver/mysql's DSN whose network it does not know (set 1356,
	// dsn.go normalize: "default addr for network '%s' unknown"): an
	// address written where the network goes ("user@127.0.0.1:3306/db"
	// for "user@tcp(127.0.0.1:3306)/db") or a misspelt one ("tpc"); the
	// DSN is to be mended, whatever "unknown" suggests.
	{text: "default addr for network '", kind: invalid, reason: "the DSN names a network the MySQL driver does not know (an address where tcp(...) goes): fix the DSN"},
}

// dbCallWords are the call-side lots above, read with the unseen classes
// (wording.go).
var dbCallWords = concat(ownStatementWords, rowMappingWords, settingValueWords, boundVariableWords)

// stateAfterRefusal reads a refused act followed, after a colon, a
// semicolon or "because", by its target's state as a plain "<noun> is <state>": "cannot
// add items to order 2: order is shipped" (a trigger's RAISE, set 75),
// "Cannot edit invoice: Invoice is cancelled.", "cannot add tasks to
// sprint #12: sprint is CLOSED". The states are alreadyBlocking's and
// alreadyEither's. Not the refused act's own result (a cancel of a
// cancelled order), not a handle of the caller's own ("connection is
// closed": the client's) or a credential, and not a hold someone has ("is
// locked by user 7", which ends). Premise: the object moved on from where
// the plan believed it was.
func stateAfterRefusal(t string) bool {
	for _, cue := range [...]string{"cannot ", "can't ", "can not ", "unable to "} {
		i := indexFold(t, cue)
		if i < 0 {
			continue
		}
		verb := wordFrom(t, i+len(cue))
		if verb == "" || strings.EqualFold(verb, "be") {
			continue
		}
		rest := t[i+len(cue)+len(verb):]
		j := strings.IndexAny(rest, ":;")
		// Or after "because", the refusal's own reason: GitHub's "Unable
		// to create comment because issue is locked." (set 1026).
		if b := indexFold(rest, " because "); b >= 0 && (j < 0 || b < j) {
			j = b + len(" because") - 1
		}
		if j < 0 {
			continue
		}
		clause := rest[j+1:]
		if k := strings.IndexAny(clause, ".;(\n"); k >= 0 {
			clause = clause[:k]
		}
		for _, be := range [...]string{" is ", " are ", " was ", " has been ", " have been "} {
			k := indexFold(clause, be)
			if k < 0 {
				continue
			}
			subj := lastWord(clause[:k])
			if subj == "" || ownHandle(subj) || heldByProgram(subj) || credentialNoun(subj) {
				continue
			}
			st, ok := stateWordAt(wordFrom(clause, k+len(be)))
			if !ok || sameAct(verb, st) {
				continue
			}
			if matchAt(strings.TrimLeft(clause[k+len(be)+len(st):], " "), 0, "by ") {
				continue
			}
			return true
		}
	}
	return false
}

// stateOnceRefusal reads a refused act bounded by a state the object
// reaches, after "once" or "after" in the same sentence: "order 991 cannot
// be cancelled once it has shipped" (a PL/pgSQL RAISE, set 1463), "an
// invoice can't be edited after it is paid", "cannot add lines once the
// order has been fulfilled". The states are alreadyBlocking's and
// alreadyEither's, as in stateAfterRefusal; the act's own result ("cannot
// be cancelled once it is cancelled"), a handle of the caller's own ("the
// connection cannot be used once it is closed") and a credential are not
// this form, nor a hold someone has ("once it is locked by ..."). A field
// fixed at its making ("cannot be changed once set", "... once created")
// names no such state and keeps its reading. Premise: the object moved on
// from where the plan believed it was.
func stateOnceRefusal(t string) bool {
	if !hasAny(t, " once ", " after ") {
		return false
	}
	for _, cue := range [...]string{"cannot ", "can't ", "can not ", "may not ", "unable to "} {
		for i := range foldMatches(t, cue) {
			if credentialNoun(lastWord(t[:i])) || ownHandle(lastWord(t[:i])) || heldByProgram(lastWord(t[:i])) {
				continue
			}
			j := i + len(cue)
			verb := wordFrom(t, j)
			if strings.EqualFold(verb, "be") {
				j += len(verb)
				for j < len(t) && t[j] == ' ' {
					j++
				}
				verb = wordFrom(t, j)
			}
			if verb == "" {
				continue
			}
			sentence := t[j+len(verb):]
			if k := strings.IndexAny(sentence, ".;(\n"); k >= 0 {
				sentence = sentence[:k]
			}
			for _, bound := range [...]string{" once ", " after "} {
				b := indexFold(sentence, bound)
				if b < 0 {
					continue
				}
				clause := sentence[b+len(bound):]
				for _, be := range [...]string{" has been ", " have been ", " is ", " are ", " was ", " has ", " have "} {
					k := indexFold(clause, be)
					if k < 0 {
						continue
					}
					if subj := lastWord(clause[:k]); ownHandle(subj) || heldByProgram(subj) || credentialNoun(subj) {
						continue
					}
					st, ok := stateWordAt(wordFrom(clause, k+len(be)))
					if !ok || sameAct(verb, st) || strings.EqualFold(verb, st) {
						continue
					}
					if matchAt(strings.TrimLeft(clause[k+len(be)+len(st):], " "), 0, "by ") {
						continue
					}
					return true
				}
			}
		}
	}
	return false
}

// heldByProgram reports a noun for what the program itself opens and
// closes besides ownHandle's: "cannot run query: session is closed" is the
// driver's session, not a record's state.
func heldByProgram(w string) bool {
	w = strings.TrimSuffix(strings.ToLower(w), "s")
	switch w {
	case "session", "iterator", "row", "result", "resultset", "scanner", "context", "ctx", "listener", "producer", "consumer", "port", "queue", "watcher", "subscriber":
		return true
	}
	return false
}

// endedOffer finds a time-limited offer or period whose end the message
// states: "promotion AUTUMN26 ended on 2026-11-30" (a trigger's RAISE
// under check_violation, set 75), OpenCode Zen's "Free promotion has
// ended", "the sale has ended", "registration closed on 1 March", Zoom's
// "Webinar is over, you cannot register now." (set 1690). The
// request is well formed; what it relied on is over, and no retry brings
// it back: premise. Only the nouns of an offer or a period count: a
// stream, a session or a connection that ended is the caller's own.
func endedOffer(t string) bool {
	for _, cue := range [...]string{" has ended", " have ended", " ended on ", " ended at ", " is over", " has expired", " expired on ", " closed on "} {
		for i := range foldMatches(t, cue) {
			// The noun is the word before, or before a name or code
			// ("promotion AUTUMN26 ended on").
			before := t[:i]
			for k := 0; k < 2; k++ {
				w := lastWord(before)
				if w == "" {
					break
				}
				if offerNoun(w) {
					return true
				}
				before = before[:strings.LastIndex(before, w)]
			}
		}
	}
	return false
}

// offerNoun reports a noun for an offer or a period that runs until a
// date: what a plan may rely on still running.
func offerNoun(w string) bool {
	w = strings.TrimSuffix(strings.ToLower(w), "s")
	switch w {
	case "promotion", "promo", "offer", "sale", "campaign", "trial", "coupon", "voucher", "discount", "deal",
		"auction", "registration", "enrollment", "enrolment", "season", "beta", "preview", "giveaway", "contest", "election", "poll", "survey", "ballot",
		// Set 1690: a scheduled meeting or webinar runs until its end too
		// (Zoom 3038 "Webinar is over, you cannot register now.").
		"webinar", "meeting", "conference":
		return true
	}
	return false
}

// unstatedWait finds an author's ask to retry after a wait of no stated
// length ("Retry in a few minutes.", "Please try again in a few
// minutes.", "try again shortly"), or a block that lasts until running
// work ends ("the invoice run is in progress; invoices are read-only until
// it finishes"): time is the variable, as with a delay it names
// (bodyDelay).
func unstatedWait(t string) bool {
	return hasAny(t, "retry in a few ", "try again in a few ", "retry shortly", "try again shortly", "retry in a moment", "try again in a moment", "try again soon", "retry later") ||
		// The same ask with the call as the verb, or the caller coming
		// back ("call again in a few minutes", a PL/pgSQL RAISE while a
		// nightly job runs, set 1463; "check back later").
		hasAny(t, "call again in a few ", "call again later", "call again shortly", "call again in a moment", "check back in a few ", "check back later", "check back shortly") ||
		// The block lasts while work runs: "invoices are read-only until
		// it finishes" (the work's end is the wait).
		hasWord(t, "in progress") && hasAny(t, "until it finishes", "until it completes", "until it is complete", "until they finish", "until they complete")
}

// upgradeAccountTo finds the ask to move the account to another plan,
// worded with the plan's name and no plan word: Calendly's 403
// "Please upgrade your Calendly account to Standard" (set 410), "upgrade
// your account to Pro". The account's entitlement, premise as
// planExcludes; an upgrade of a client, app or version is not the
// account's.
func upgradeAccountTo(t string) bool {
	i := indexFold(t, "upgrade your ")
	if i < 0 {
		return false
	}
	rest := t[i+len("upgrade your "):]
	if len(rest) > 40 {
		rest = rest[:40]
	}
	return hasAny(rest, "account to ", "workspace to ", "organization to ", "organisation to ") && !hasAny(t, "country", "territory")
}

// alreadyTied finds PostgreSQL's words for a tie that already holds (see
// pgRefine).
func alreadyTied(t string) bool {
	return hasAny(t, "is already a partition", "is already an identity column", "is already a member of extension")
}
