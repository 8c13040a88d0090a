package classify

import (
	"slices"
	"strings"

	"github.com/rungkit/rung"
)

// mode says how a code's message may refine the code's verdict.
type mode uint8

const (
	modeFixed     mode = iota // the code decides
	modeInvalid               // invalid unless the message shows a quota, credentials, existing or missing state
	modeRate                  // rate limit, unless the request is larger than the limit or the quota is daily/billing
	modeModel                 // a missing model: invalid (typo), denied on 403
	modeNotFound              // premise, but a missing model is a typo (invalid)
	modeServer                // transient, unless the message names a missing dependency or a malformed request
	modeLimit                 // AWS LimitExceeded: concurrency waits, account limits don't
	modeInUse                 // AWS ResourceInUse: "already exists" is a conflict, else it is busy
	modeSkew                  // signature errors: clock skew is transient, a wrong key is denied
	modeTxnCancel             // DynamoDB TransactionCanceled: the cancellation reasons decide
	modeConflict              // conflict unless it is a lock or an operation in progress
	modeShared                // not found, but "share it with the integration" means no access
	modeSize                  // a size limit: the call's own size is invalid, the stored resource's total is premise
	modeState                 // a code naming the resource's state: premise, unless that state still changes by itself
)

// numbered is a kind and its reason under a number a service or protocol
// gives its failures (Cloudflare's codes, IIS substatuses, LDAP result
// codes, MySQL's error numbers, FoundationDB's codes).
type numbered struct {
	kind   rung.Kind
	reason string
}

type codeRule struct {
	kind    rung.Kind
	timeout bool
	mode    mode
	what    string
}

func (cr codeRule) apply(c *ctx, family, code, text string) Result {
	// The OCI code DENIED that Azure Container Registry sends for a
	// locked registry, repository or image (writeEnabled or deleteEnabled
	// false), in the JSON body or go-containerregistry's "DENIED: ..."
	// text: the object's attribute, read as the bare wording reads it
	// (generic.go deletionProtectWords; held-out set 1224).
	if code == "DENIED" && hasFold(text, acrLockedText) {
		return Result{Kind: premise, Code: code, Reason: family + ": DENIED, but the registry, repository or image is locked (writeEnabled or deleteEnabled false): unlock it first"}
	}
	// Harbor's project quota refusal under the same code (set 1640):
	// "adding 330.1 MiB of storage resource, which when updated to current
	// usage of 9.8 GiB will exceed the configured upper limit of 10.0
	// GiB." (src/pkg/quota/types ResourceOverflow). No credential lifts a
	// quota: free space or raise it, premise, as quotas elsewhere.
	if code == "DENIED" && hasFold(text, harborQuotaText) {
		return Result{Kind: premise, Code: code, Reason: family + ": DENIED, but the project's quota would be exceeded: free space or raise the quota"}
	}
	// Harbor's PROJECTPOLICYVIOLATION for an artifact that has no scan
	// report yet ("current image without vulnerability scanning cannot be
	// pulled due to configured policy ..."): the pull rests on a scan that
	// was never made; scan first (set 1640). A report over the severity
	// keeps the code's denied.
	if code == "PROJECTPOLICYVIOLATION" && hasFold(text, "without vulnerability scanning") {
		return Result{Kind: premise, Code: code, Reason: family + ": PROJECTPOLICYVIOLATION, but the artifact has no scan report yet: scan it first"}
	}
	// Salesforce's ENTITY_IS_DELETED answering a delete: Apex DML's
	// "Delete failed. First exception on row 0 with id ...; first error:
	// ENTITY_IS_DELETED, entity is deleted: []". The record is already in
	// the recycle bin, which is the end state the delete was for: conflict,
	// as a delete of what is already gone elsewhere (410 "has already been
	// deleted", git's delete of a gone ref, set 1346; set 1438). An update,
	// upsert or undelete that meets a deleted record keeps premise.
	if code == "ENTITY_IS_DELETED" && dmlDeleteFailed(text) {
		return Result{Kind: conflict, Code: code, Reason: family + ": ENTITY_IS_DELETED answering a delete: the record is already deleted, the state the delete was for"}
	}
	// USER_BLOCKED is a block on the caller most often (Appwrite's
	// user_blocked, set 1341): denied. Reddit's says the sender blocked
	// the recipient ("you can't send to a user that you have blocked"),
	// the sender's own setting to undo first: premise (set 1705).
	if code == "USER_BLOCKED" && hasFold(text, "that you have blocked") {
		return Result{Kind: premise, Code: code, Reason: family + ": " + code + " is a recipient the sender has blocked: unblock first"}
	}
	// A denial code over a refusal for the account's plan or edition
	// (Bitrix24's 403 ACCESS_DENIED "REST API is available only on
	// commercial plans", set 1689): no credential lifts it, the
	// entitlement is the account's, premise as the same words read bare
	// (raised.go planExcludes).
	if cr.kind == denied && cr.mode == modeFixed && planExcludes(text) {
		return Result{Kind: premise, Code: code, Reason: family + ": " + code + " " + cr.what + ", but the message says " + planExcludesReason}
	}
	r := Result{Kind: cr.kind, Timeout: cr.timeout, Code: code}
	reason := cr.what
	// An invalid-value code over a refusal that asks the caller to wait
	// for running work to finish (Microsoft FHIR Server's issue.code
	// "invalid" over "Changes to seach parameters is not allowed while a
	// reindex job is ongoing.  Wait for the reindex job with Id: x to
	// finish, or cancel it.", set 1554): the call is right, a job in the
	// way ends by itself: a wait (waitForRunningWork, periodwords.go).
	if cr.kind == invalid && cr.mode == modeFixed && waitForRunningWork(text) {
		return Result{Kind: transient, Code: code, Reason: family + ": " + code + " " + cr.what + ", but the message says to wait for running work to finish"}
	}
	// An invalid-value code over a held series or column cap (InfluxDB
	// 3's code "invalid" over "service limit reached: couldn't create
	// columns in table x; ... limit is 200", set 1588; heldlimits.go
	// activeSeriesWords): the write is well formed and the count the
	// database holds is at its limit: premise, as the same text reads
	// under a 400 without the code.
	if cr.kind == invalid && cr.mode == modeFixed {
		if w, ok := matchWords(activeSeriesLimit, text); ok {
			return Result{Kind: w.Kind, Code: code, Reason: family + ": " + code + " " + cr.what + ", but the message says: " + w.Reason}
		}
	}
	switch cr.mode {
	case modeInvalid:
		// A generic "invalid request" type under a specific status (401,
		// 404, 429, 5xx...) says less than the status does.
		switch {
		case hasFold(text, "not persisted when"):
			// OpenAI: an item the request itself chose not to store
			// (store: false) cannot be referenced: fix the request.
			return Result{Kind: invalid, Code: code, Reason: family + ": " + code + ": the item was never stored (store: false): the request must not refer to it"}
		case c.status == 0 || c.status == 200 || c.status == 400 || c.status == 413 || c.status == 414 || c.status == 415 || c.status == 422:
		case c.status == 409 && strings.EqualFold(code, "invalid_state"):
			// A 409 only says "conflict"; invalid_state names the object's
			// state (Korastratum IDV INVALID_STATE "Cannot upload selfie
			// before document"; set 1355): read the code, not the status.
		default:
			if hr, ok := httpStatus(c); ok {
				hr.Code = code
				hr.Reason = family + ": " + code + " under " + hr.Reason
				return hr
			}
		}
		// RabbitMQ's management API passes the broker's close reason
		// under bad_request: read as the AMQP 406 reads it (amqp.go).
		if code == "bad_request" {
			if rr, ok := rabbitMgmtReason(text); ok {
				rr.Code = code
				return rr
			}
		}
		if projectLacksModel(text) { // modelaccess.go (sets 1361, 1427)
			r.Kind, reason = denied, cr.what+", but the message says the project or organization may not use the model"
			break
		}
		if w, ok := overInvalidText(text); ok {
			r.Kind, r.Timeout = w.Kind, w.Timeout
			reason = cr.what + ", but the message says: " + w.Reason
		}
	case modeRate:
		switch {
		case hasAny(text, "request too large", "must be reduced", "larger than"):
			r.Kind, reason = invalid, "request larger than the limit itself: shrink it"
		case c.status == 413 && c.header("Retry-After") == "" && !bodyHasDelay(text):
			// A rate-limit code under 413 Content Too Large (Groq's
			// "Request too large ... please reduce your message size",
			// openai-go v3's bare "OpenAI API error: 413 ...", set 313):
			// this one request exceeds the window's whole budget, and no
			// wait makes it fit. A 413 that names a wait stays a rate
			// limit (RFC 9110 15.5.14).
			r.Kind, reason = invalid, cr.what+", but under 413 with no wait: the request alone exceeds the limit: shrink it"
		case requestOverWindow(text): // ratewindow.go (set 1634)
			r.Kind, reason = invalid, cr.what+", but the figures say this one request asks for more than the window's whole limit: no wait makes it fit: shrink it"
		case statedWaitOfADay(text): // periodwords.go (set 1427)
			// A rate-limit code whose own wait is a day or more: the day's
			// allowance is spent, no backoff reaches it.
			r.Kind, reason = premise, cr.what+", but the wait it names is a day or more: the allowance is spent, not a window a backoff reaches"
		case hasAny(text, "spend limit", "spending limit", "spend cap", "spending cap"):
			// A spend limit under a rate-limit code (Anthropic's 429
			// rate_limit_error "reached the spend limit of its contract",
			// set 89): money, not a rate; no wait lifts it.
			r.Kind, reason = premise, "a spend limit reached: not a rate; waiting does not lift it"
		case hasAny(text, "insufficient_quota", "billing details", "credit balance", "limit: 0", "per day", "(rpd)", "daily", "quota", "extra usage is required", "request allowance") || periodLimit(text):
			// periodLimit: a limit named by its period as a noun ("APPLICATION
			// DAY limit", set 420) under a rate code (set 720). A "request
			// allowance" said reached (weatherstack's too_many_requests "User
			// has reached his subscription's monthly request allowance.", set
			// 1647) is read by its period in quotaVerdict.
			if c.status == 429 {
				r.Kind, reason = rateStatusQuotaVerdict(text)
			} else {
				r.Kind, reason = quotaVerdict(text)
			}
		}
	case modeModel:
		switch {
		case noModelLoaded(text): // compatserver.go (set 1396)
			r.Kind, reason = premise, cr.what+", but the message says "+noModelLoadedReason
		case c.status == 403 || c.status == 0 && embeddedStatus(text) == 403:
			r.Kind, reason = denied, cr.what+" (403: no access to the model)"
		case projectLacksModel(text): // modelaccess.go
			r.Kind, reason = denied, cr.what+", but the message says the project or organization has no access to the model"
		case hasAny(text, "has been deprecated", "was deprecated", "has been retired", "has been shut down", "no longer available"):
			// Not a typo: the model the plan names was retired.
			r.Kind, reason = premise, "names a model that was retired: choose another"
		case dedicatedOnlyModel(text): // modelaccess.go
			r.Kind, reason = premise, cr.what+", but the message says the model runs only on a dedicated endpoint the account has not made: create and start one, or choose a serverless model"
		case fineTunedModel(text): // modelaccess.go
			r.Kind, reason = premise, "names a fine-tuned model (an earlier job's output) that is not there: the job failed or the model was deleted: replan"
		}
	case modeNotFound:
		// A model the provider retired is not a typo: the plan names a
		// model that no longer runs (Bedrock "This model version has
		// reached the end of its life").
		// Bedrock's Legacy state ("This Model is marked by provider as
		// Legacy ... Please upgrade to an active model", set 38) is the
		// same retirement for an account that stopped using it.
		if modelWord(text) && hasAny(text, "end of its life", "end-of-life", "has been deprecated", "was deprecated", "has been retired", "has been shut down", "no longer available", "as legacy", "upgrade to an active model") {
			r.Kind, reason = premise, cr.what+": the model was retired: choose another"
			break
		}
		// The route the client called (its text, beside the body's message)
		// may show a doubled prefix, /v1/v1/ (routeprefix.go).
		if modelPullFirst(text) { // httppreset.go: the model must be pulled first
			r.Kind, reason = premise, cr.what+": the model server has not pulled this model: pull it first, or choose one it has"
			break
		}
		if projectLacksModel(text) { // modelaccess.go (set 1361)
			r.Kind, reason = denied, cr.what+", but the message says the project or organization has no access to the model"
			break
		}
		if modelWord(text) || modelOrRouteTypo(text) || doubledRoutePrefix(c.text) {
			r.Kind, reason = invalid, cr.what+" about a model or endpoint name: fix the call"
			break
		}
		// A lookup or search that ran and matched no record, typed
		// not_found (People Data Labs' enrichment and search 404 "No
		// records were found matching your request": "It isn't a system
		// error"; set 1325): no data for the query, not a missing object
		// the plan names.
		if noRecordsMatched(text) {
			r.Kind, reason = ambiguous, cr.what+", but the message says the lookup matched no record: no data for this query"
		}
	case modeServer:
		if startedWithout(text) { // compatserver.go (set 266)
			r.Kind, reason = premise, cr.what+", but the message says the server was started without the option the request's feature needs"
			break
		}
		if chatParamsRefused(text) { // compatserver.go (set 1396)
			r.Kind, reason = invalid, cr.what+", but the message is llama-server's refusal of the request's own parameters: fix the call"
			break
		}
		if (c.status == 413 || c.status == 0 && (embeddedStatus(c.text) == 413 || sdkQuotedStatus(c.text) == 413)) && c.header("Retry-After") == "" && !bodyHasDelay(text) {
			// A generic server-error type under 413 Content Too Large
			// (OpenAI's audio upload "Maximum content size limit
			// (26214400) exceeded (27850431 bytes read)" typed
			// server_error, set 437; quoted by openai-python as "Error
			// code: 413 - {...}", set 1762): the status names this request's
			// size, which no wait shrinks. A 413 that names a wait stays
			// transient (RFC 9110 15.5.14), as under modeRate.
			r.Kind, reason = invalid, cr.what+", but under 413 with no wait: the request is larger than the server accepts: shrink it"
			break
		}
		if w, ok := matchWords(overServer, text); ok {
			r.Kind, r.Timeout = w.Kind, w.Timeout
			reason = cr.what + ", but the message says: " + w.Reason
		}
	case modeLimit:
		switch {
		// A cap on work still running frees itself as that work ends
		// (Step Functions' "maximum number of running executions ...
		// must end or be stopped"): the count, not the account, is full.
		case runningWork(text) || runsHoldMemory(text) || hasAny(text, "simultaneous", "concurren", "at a time", "rate exceeded", "request rate", "rate limit", "throttl", "too many requests", "per second", "in progress", "request limit",
			"running executions", "running jobs", "running tasks", "in flight", "in-flight", "must end", "to finish",
			// OpenAI token_limit_exceeded "try again once some in_progress
			// batches have been completed": queued work that drains.
			"in_progress", "try again once",
			// OpenAI's batch queue, "Enqueued token limit reached for
			// gpt-4o ... Please try submitting an identical batch later."
			// (set 263): tokens of batches still queued, freed as they
			// run, as in_progress above.
			"enqueued", "queued tokens", "queued requests", "queued jobs", "in the queue",
			// DynamoDB's "limit of 500 tables in CREATING, UPDATING or
			// DELETING state": operations that finish by themselves.
			"creating, updating", "in the pending state", "pending state"):
			r.Kind, reason = transient, cr.what+": a concurrency or rate limit (wait)"
		// A bound on this request's own size, though the code names a
		// limit (Intercom's 400 conversation_id_limit_exceeded "A list of
		// up to 20 conversation IDs is required", set 1556; "at most 100
		// ids per request"): the argument is too long, split it; nothing
		// the account holds is full.
		case requestBound(text):
			r.Kind, reason = invalid, cr.what+", but the message bounds this request's own list: shorten or split it"
		case hasAny(text, "quota", "maximum number", "account limit", "per account", "per region", "allowed per", "cannot exceed", "limit of", "exceeded the limit", "already have", "max ", "daily",
			// Route 53 "has reached the limit on the number of active
			// health checks": a count the account holds.
			"reached the limit", "limit on the number of",
			// A limit named by the thing it counts, with no rate or
			// concurrency word (CloudWatch Logs PutSubscriptionFilter
			// "Resource limit exceeded." at two filters a log group;
			// CloudFormation CreateChangeSet "ChangeSet limit exceeded for
			// stack ..."; EC2 "Tag limit exceeded for resource"): objects
			// held, which no wait removes (set 121).
			"resource limit", "limit exceeded for",
			// The resource count named without a quota word: Amazon
			// Connect's "The allowed limit for the resource has been
			// exceeded." (429, while its ThrottlingException is the rate;
			// set 171), Kinesis Analytics' "The number of allowed
			// resources has been exceeded.".
			"limit for the resource", "allowed resources",
			// A request that would take a held count past its limit
			// (Global Accelerator "Processing your request would cause you
			// to exceed an AWS Global Accelerator limit", Network Firewall
			// "doing so would violate a limit setting"; set 187).
			"would cause you to exceed", "would violate a limit",
			// GameLift's LimitExceededException, on every create call
			// (CreateFleet, CreateAlias, CreateBuild...): "The requested
			// operation would cause the resource to exceed the allowed
			// service limit. Resolve the issue before retrying." (set 1666).
			"would cause the resource to exceed",
			// Kinesis CreateStream and UpdateShardCount past the account's
			// shard quota ("This request would exceed the shard limit for
			// the account 123456789012 in us-east-1. Current shard count
			// for the account: 498. Limit: 500."; set 1200): shards the
			// account holds; its "Rate exceeded for stream" stays a rate.
			"limit for the account", "shard limit",
			// KMS CreateAlias "Too many aliases in account 111122223333
			// for region us-east-1" (set 1294): objects the account
			// holds, named by account, which no wait removes.
			"in account "):
			r.Kind, reason = premise, cr.what+": an account limit (waiting never helps)"
		}
	case modeInUse:
		switch {
		case hasAny(text, "already exist", "already in use by"),
			// A create refused because its own name or entry is taken
			// (Comprehend CreateEndpoint "The specified resource name is
			// already in use. Use a different name", EKS CreateAccessEntry
			// "access entry resource is already in use on this cluster"):
			// what the step was to create is there (set 703). Busy work
			// says "still in use" or "being".
			hasFold(text, "already in use") && !hasAny(text, "still in use", "being "):
			r.Kind, reason = conflict, cr.what+": already exists"
		case hasAny(text, "same client token", "same idempotency"):
			// An earlier request with the same client token holds the
			// work (DynamoDB ImportConflictException): it is done or
			// under way; skip (set 395).
			r.Kind, reason = conflict, cr.what+": an earlier request with the same client token holds the work"
		case hasAny(text, "in use by", "attached", "contains", "has dependent", "is referenced by",
			"still in the", "there are still", "still has", "still have",
			// EFS FileSystemInUse "File system 'fs-...' has mount targets":
			// the mount targets must go first (set 374).
			"has mount target", "mount targets exist"),
			// ACM "Certificate arn:... is in use.": something holds it; a
			// resource merely being changed says "being" or "in progress".
			// The same refusal of a removal in other spellings: ECS
			// DeleteCapacityProvider "The specified resource is in-use
			// and can't be removed." (hyphenated), App Mesh "You can't
			// delete the specified resource because it's in use", Lex
			// "is referred to by another resource" (set 1094).
			hasAny(text, "is in use", "currently in use", "is in-use", "currently in-use", "in-use by", "it's in use", "it is in use", "referred to by") && !hasAny(text, "being ", "in progress", "still in use"):
			// Something else depends on it: remove that first.
			r.Kind, reason = premise, cr.what+": other resources depend on it"
		case hasAny(text, "in state deleting", "in deleting state", "state: deleting", "status deleting"):
			// The object the call acts on is itself going away (Kinesis
			// "Stream x under account y not ACTIVE, instead in state
			// DELETING"): no wait brings it back, as Step Functions'
			// StateMachineDeleting (set 1236). A name still being freed
			// for a create ("is being deleted") stays a wait.
			r.Kind, reason = premise, cr.what+": the object the call acts on is being deleted"
		default:
			r.Kind, reason = transient, cr.what+": busy (being created, updated or deleted)"
		}
	case modeSkew:
		if hasAny(text, "skew", "expired", "time", "clock", "earlier than", "in the future") {
			r.Kind, reason = transient, cr.what+": clock skew (SDKs correct the offset and retry)"
		} else {
			r.Kind, reason = denied, cr.what+": the request signature is wrong (credentials)"
		}
	case modeTxnCancel:
		switch {
		case hasFold(text, "conditionalcheckfailed"):
			r.Kind, reason = premise, cr.what+": a condition was false"
		case hasAny(text, "transactionconflict", "throttl", "provisionedthroughputexceeded"):
			r.Kind, reason = transient, cr.what+": conflicting transaction or throttling"
		case hasFold(text, "validationerror"):
			r.Kind, reason = invalid, cr.what+": validation error"
		}
	case modeShared:
		if hasAny(text, "shared with your integration", "share it with", "do not have access", "don't have access") {
			r.Kind, reason = denied, cr.what+", but only because it is not shared with this integration"
		}
	case modeSize:
		// Lambda's PolicyLengthExceeded "The final policy size ... is bigger
		// than the limit": the size is what the resource holds after the
		// call, so statements already stored must go first.
		if hasAny(text, "final ", "resulting ", "total size", "combined size", "aggregate size", "existing ") {
			r.Kind, reason = premise, cr.what+": the resource's total, with what it already holds, is over the limit (remove some first)"
		}
	case modeState:
		if stateSettles(text) { // standing.go
			r.Kind, reason = transient, cr.what+", but the state is one still changing (in progress): wait"
		}
	case modeConflict:
		if strings.Contains(text, `"error_name"`) && code == "conflict" {
			// Dropbox Sign's 409 error_name conflict: the signature request
			// is still being set up; its docs say wait briefly and retry,
			// or listen for the callback (warnings-and-errors; set 1649).
			r.Kind, r.Timeout = transient, false
			reason = cr.what + ", but Dropbox Sign's conflict is a request still being set up: wait briefly and retry"
		} else if staleRef(text) { // staleref.go
			// A conflict code over a stale copy's words (Microsoft FHIR
			// Server's issue.code "conflict" for "The supplied version '3'
			// did not match.", set 1554): the stale-copy ruling, premise.
			r.Kind, r.Timeout = premise, false
			reason = cr.what + ", but the message says " + staleRefReason
		} else if hasFold(text, "already exists with id") {
			// Intercom's code "conflict" over "An archived contact matching
			// those details already exists with id=<id>" (set 1681): the
			// message names the existing record's id, so the state word
			// ("archived") describes the held record, not a missing one;
			// carry the id forward (unarchive and reuse it).
			reason = cr.what + ": the message names the existing record's id"
		} else if w, ok := matchWords(overConflict, text); ok {
			r.Kind, r.Timeout = w.Kind, w.Timeout
			reason = cr.what + ": " + w.Reason
		} else if severalMatches(text) {
			// Intercom's code "conflict" over "Multiple existing users match
			// this email address - must be more specific using user_id" (set
			// 1233): the lookup the call made matched several records, a
			// choice to narrow, not an existing create target (serverquotes.go
			// severalMatches, as under a 409 without a code).
			r.Kind, r.Timeout = ambiguous, false
			reason = cr.what + ", but the message says the lookup matched several where one was needed: narrow it"
		}
	}
	// A code read as a wait (Anthropic's and Notion's conflict_error, a
	// conflicting transaction) over a text that refuses a cancel or stop
	// of work already ended ("Message batch ... has already ended and can
	// no longer be canceled", set 435): no wait changes an end, and the
	// state the step wanted holds: conflict (finishedAlready, worldstate.go).
	// The same refusal read as the ended state ("already ended" blocks a
	// vote on an ended poll, appwords.go alreadyBlocking, set 1531) is the
	// cancel's goal held, not a blocking state.
	if (r.Kind == transient || r.Kind == premise && hasFold(text, "already ended")) && finishedAlready(text) {
		r.Kind, r.Timeout = conflict, false
		reason = cr.what + ", but the message says the operation to stop has already ended: what the step wanted is so"
	}
	r.Reason = family + ": " + code + " " + reason
	return r
}

// serviceCodes are error codes and types of JSON APIs: OpenAI, Anthropic,
// Stripe, OAuth 2.0, GraphQL servers. Keys are exact, as the services
// spell them.
var serviceCodes = map[string]codeRule{
	// ngrok AI Gateway's own codes (ngrok.com/docs/ai-gateway/reference/
	// error-codes; set 1781), sent under a 400 whatever failed: 3802 "No API
	// key found" (no access key in the request, or no provider key in the
	// gateway for the provider) is a credential the agent lacks, denied;
	// 3813 "The gateway did not select any models compatible with the X API
	// format. Update the gateway configuration ..." is the gateway's
	// configuration, which no argument of the call changes, premise; 3801
	// (the body), 3814 (a path), 3815 (a service_tier) and 3816 (a model)
	// not served with ngrok-managed keys are the call's to repair, invalid.
	// 3800 and 3812 (upstreams unreachable or failing) keep the 502's
	// reading and the upstream errors they list.
	"ERR_NGROK_3801": {invalid, false, modeFixed, "is a request body the AI gateway cannot read: repair it"},
	"ERR_NGROK_3802": {denied, false, modeFixed, "is no API key found for the AI gateway's provider: a credential the caller lacks"},
	"ERR_NGROK_3813": {premise, false, modeFixed, "is an AI gateway configured with no model for this API format: the gateway's configuration, not the call"},
	"ERR_NGROK_3814": {invalid, false, modeFixed, "is a path the AI gateway does not serve with ngrok-managed keys: use a listed one"},
	"ERR_NGROK_3815": {invalid, false, modeFixed, "is a service_tier not served with ngrok-managed keys: use the default"},
	"ERR_NGROK_3816": {invalid, false, modeFixed, "is a model not served with ngrok-managed keys: pick a listed one"},
	// Kombo's unified-API error codes, which its docs tell clients to
	// branch on instead of the status (docs.kombo.dev/guides/errors; the
	// 2026-05-19 change moved the setup codes from 503 to 409; set 1695):
	// an integration whose setup was never finished or failed Kombo's
	// checks needs the customer (premise, not the 409's duplicate); the
	// initial sync still running ends by itself (hours at most: a wait);
	// a data model the connected tool does not offer is a capability the
	// plan assumed; the rate-limit and remote-down codes are waits; the
	// input codes a repair.
	"INTEGRATION.SETUP_INCOMPLETE":    {premise, false, modeFixed, "is an integration whose setup was never finished (Kombo): the customer or admin must complete it"},
	"INTEGRATION.QA_FAILED":           {premise, false, modeFixed, "is an integration whose setup data failed Kombo's checks: it needs manual intervention"},
	"INTEGRATION.SETUP_SYNC_PENDING":  {transient, false, modeFixed, "is the integration's initial sync still running (Kombo): wait for it to finish, then ask again"},
	"INTEGRATION.MODEL_NOT_AVAILABLE": {premise, false, modeFixed, "is a data model the connected tool does not offer (Kombo): the plan assumed a capability the integration lacks"},
	"PLATFORM.RATE_LIMIT_EXCEEDED":    {transient, false, modeRate, "is Kombo's rate limit"},
	"REMOTE.RATE_LIMIT_EXCEEDED":      {transient, false, modeRate, "is the connected tool's rate limit (relayed by Kombo)"},
	"REMOTE.SERVICE_UNAVAILABLE":      {transient, false, modeFixed, "is the connected tool unavailable for now (relayed by Kombo)"},
	"PLATFORM.INPUT_INVALID":          {invalid, false, modeFixed, "is input Kombo refused: correct it"},
	"REMOTE.INPUT_INVALID":            {invalid, false, modeFixed, "is input the connected tool refused (relayed by Kombo): correct it"},
	// OpenAI codes.
	"rate_limit_exceeded": {transient, false, modeRate, "is a rate limit"},
	"insufficient_quota":  {premise, false, modeFixed, "is billing, not rate"},
	"api_plan_restricted": {premise, false, modeFixed, "is a feature the workspace's plan lacks (Intercom, set 1233), not the token's authority"},
	// Helpdesk codes whose status reads the other way (set 1681): Zendesk's
	// InvalidEndpoint and Zoho Desk's URL_NOT_FOUND are a 404 for a path
	// that does not exist (repair the URL), not a missing record; Zoho
	// Desk's LICENSE_ACCESS_LIMITED is a 403 for what the portal's edition
	// withholds (desk.zoho.com/DeskAPIDocument, Errors), which no role fixes.
	"InvalidEndpoint":        {invalid, false, modeFixed, "is a path the API does not have (Zendesk), not a missing record"},
	"URL_NOT_FOUND":          {invalid, false, modeFixed, "is a URL that is invalid or does not exist (Zoho Desk), not a missing record"},
	"LICENSE_ACCESS_LIMITED": {premise, false, modeFixed, "is a feature the edition in use lacks (Zoho CRM's and Zoho Desk's), not the user's authority"},
	// Zoho CRM's catalogue codes sent under a 400 whose status reads the
	// other way (zoho.com/crm/developer/docs/api/v7, Possible Errors; set
	// 1689): RECORD_NOT_IN_PROCESS "Record not in process" (the record is
	// in no blueprint, so no transition plan applies to it),
	// ID_ALREADY_CONVERTED "id already converted" (Convert Lead: the
	// conversion the step was to make is done), AUTHORIZATION_FAILED "User
	// does not have sufficient privilege to ..." (the user's role).
	"RECORD_NOT_IN_PROCESS": {premise, false, modeFixed, "is a record in no blueprint process (Zoho CRM): the transition plan rests on a process the record is not in"},
	"ID_ALREADY_CONVERTED":  {conflict, false, modeFixed, "is a lead already converted (Zoho CRM): the conversion the step was to make is done; carry the converted records forward"},
	"AUTHORIZATION_FAILED":  {denied, false, modeFixed, "is a privilege the user lacks (Zoho CRM), sent with a 400"},
	// Meilisearch's catalogue codes whose names read the other way
	// (meilisearch.com/docs/reference/errors/error_codes, set 1373):
	// max_fields_limit_exceeded and its documented alias
	// document_fields_limit_reached are one document over the engine's
	// fixed 65,535 attributes ("A document cannot contain more than 65,535
	// fields.", type invalid_request), not an account's limit: reshape the
	// document. no_space_left_on_device (type system, a 422 or 500) is the
	// instance's disk or its task database full ("Please delete tasks to
	// continue performing write operations."): no argument or wait frees it.
	"max_fields_limit_exceeded":     {invalid, false, modeFixed, "is one document over the engine's fixed attribute count (Meilisearch): reshape the document"},
	"document_fields_limit_reached": {invalid, false, modeFixed, "is one document over the engine's fixed attribute count (Meilisearch): reshape the document"},
	"no_space_left_on_device":       {premise, false, modeFixed, "is the instance's storage or task database full (Meilisearch): free space or delete tasks first"},
	// Two more of that catalogue whose type reads the other way (the
	// error spec, meilisearch/specifications 0061, set 1413):
	// database_size_limit_reached (type internal, an asynchronous task
	// error: "Maximum database size of `100GiB` has been reached."; "The
	// user can correct this error by increasing the database size limit")
	// and missing_master_key (type auth, a 401: "Meilisearch is running
	// without a master key. To access this API endpoint, you must have
	// set a master key at launch."). Neither a wait nor another key of
	// the caller's helps: the instance must be configured first.
	"database_size_limit_reached": {premise, false, modeFixed, "is the instance's database at its size limit (Meilisearch): raise the limit or free space first"},
	"missing_master_key":          {premise, false, modeFixed, "is an instance launched without a master key (Meilisearch): the route needs the server configured, which no credential of the call supplies"},
	// Intercom's catalogue codes for a record whose state refuses the
	// call, whatever its 400 (developers.intercom.com errors/error-codes,
	// set 1360): "job_closed: The client should start a new bulk job",
	// "team_unavailable: This team is deprecated so conversations cannot
	// be assigned to it", "not_restorable: This user was blocked and
	// cannot be recreated". No argument of the call moves the job, team
	// or user back; the plan must.
	"job_closed":       {premise, false, modeFixed, "is a bulk job already closed: start a new job and replan (Intercom)"},
	"team_unavailable": {premise, false, modeFixed, "is a team retired from assignment: replan with another (Intercom)"},
	"not_restorable":   {premise, false, modeFixed, "is a blocked user that cannot be recreated (Intercom): replan"},
	// Freshdesk's codes for the record's state (developers.freshdesk.com
	// api#error, set 1360): "inconsistent_state: An email should be
	// associated with the contact before converting the contact to an
	// agent" (a step on another record first, under a 409 that is no
	// duplicate) and "incompatible_field: The field cannot be updated due
	// to the current state of the record" (under a 400 that is no bad
	// argument).
	"inconsistent_state":                   {premise, false, modeFixed, "is a precondition on the record not yet met (Freshdesk): take that step first, then replan"},
	"incompatible_field":                   {premise, false, modeFixed, "is a field the record's current state does not let change (Freshdesk): read it and replan"},
	"billing_hard_limit_reached":           {premise, false, modeFixed, "is billing"},
	"billing_not_active":                   {premise, false, modeFixed, "is billing"},
	"access_terminated":                    {denied, false, modeFixed, "is a terminated account"},
	"account_deactivated":                  {premise, false, modeFixed, "is a deactivated account (its state, not the key's authority)"},
	"invalid_api_key":                      {denied, false, modeFixed, "is a bad API key"},
	"invalid_organization":                 {denied, false, modeFixed, "is a bad organization"},
	"no_such_organization":                 {denied, false, modeFixed, "is a bad organization"},
	"unsupported_country_region_territory": {denied, false, modeFixed, "is a region restriction"},
	"model_not_found":                      {invalid, false, modeModel, "names a model that does not exist: fix the call"},
	"model_not_available":                  {invalid, false, modeModel, "names a model not offered for this use (fine-tuning, this endpoint): choose another (set 508)"},
	"context_length_exceeded":              {invalid, false, modeFixed, "means the prompt is too long: shrink it"},
	"exceed_context_size_error":            {invalid, false, modeFixed, "means the prompt is longer than the server's context window: shrink it"}, // llama.cpp llama-server, 400 (set 162)
	"string_above_max_length":              {invalid, false, modeFixed, "means an argument is too long"},
	"array_above_max_length":               {invalid, false, modeFixed, "means an argument is too long"},
	"array_below_min_length":               {invalid, false, modeFixed, "means an argument is too short"},
	"empty_array":                          {invalid, false, modeFixed, "means an argument is empty"},
	"integer_above_max_value":              {invalid, false, modeFixed, "means an argument is out of range"},
	"integer_below_min_value":              {invalid, false, modeFixed, "means an argument is out of range"},
	"decimal_above_max_value":              {invalid, false, modeFixed, "means an argument is out of range"},
	"decimal_below_min_value":              {invalid, false, modeFixed, "means an argument is out of range"},
	"invalid_value":                        {invalid, false, modeInvalid, "is an invalid argument"},
	"invalid_type":                         {invalid, false, modeInvalid, "is an invalid argument"},
	"missing_required_parameter":           {invalid, false, modeFixed, "is a missing argument"},
	"unknown_parameter":                    {invalid, false, modeFixed, "is an unknown argument"},
	"unsupported_parameter":                {invalid, false, modeFixed, "is an unsupported argument"},
	"unsupported_value":                    {invalid, false, modeInvalid, "is an unsupported argument"},
	"invalid_image":                        {invalid, false, modeFixed, "is an invalid image"},
	"invalid_image_url":                    {invalid, false, modeFixed, "is an invalid image"},
	"invalid_image_format":                 {invalid, false, modeFixed, "is an invalid image"},
	"image_too_large":                      {invalid, false, modeFixed, "is an image too large"},
	// The rest of the Responses API's image input codes (the response
	// object's error.code enum): the image given is empty, malformed, of
	// the wrong mode or type, or out of size: fix the input (set 371).
	"empty_image_file":             {invalid, false, modeFixed, "is an invalid image"},
	"image_too_small":              {invalid, false, modeFixed, "is an image too small"},
	"image_file_too_large":         {invalid, false, modeFixed, "is an image too large"},
	"invalid_base64_image":         {invalid, false, modeFixed, "is an invalid image"},
	"invalid_image_mode":           {invalid, false, modeFixed, "is an invalid image"},
	"image_parse_error":            {invalid, false, modeFixed, "is an invalid image"},
	"unsupported_image_media_type": {invalid, false, modeFixed, "is an invalid image"},
	// The Responses API's error.code enum (the response object's error,
	// as a response.failed event carries it) beyond the image input codes
	// above: its content-policy image is a rejected input, as
	// content_policy_violation (set 670's ruling); the image file it names
	// is not there (premise); its file_search store did not answer in
	// time (a wait); its own download of the image URL failed, a URL to
	// repair or send inline, unless the download only timed out (below).
	// platform.openai.com/docs/api-reference/responses/object (set 1411).
	"image_content_policy_violation": {invalid, false, modeFixed, "is an image the safety system rejected: send another"},
	"image_file_not_found":           {premise, false, modeFixed, "names an image file that does not exist (deleted or never uploaded)"},
	"vector_store_timeout":           {transient, true, modeFixed, "is the file_search vector store not answering in time: retry"},
	"failed_to_download_image":       {invalid, false, modeFixed, "is an image URL the service could not fetch: fix it or send the image inline"},
	"invalid_prompt":                 {invalid, false, modeFixed, "is a rejected prompt"},
	"content_policy_violation":       {invalid, false, modeFixed, "is a rejected prompt"},
	"invalid_function_parameters":    {invalid, false, modeFixed, "is an invalid tool schema"},
	"tool_use_failed":                {ambiguous, false, modeFixed, "is the model's own tool call that did not parse (Groq; set 99)"},
	"invalid_request_error":          {invalid, false, modeInvalid, "is an invalid request"},
	// Nylas v3's error types for a call that worked in part
	// (developer.nylas.com/docs/api/errors, set 1514): 504
	// partial_success_error "One or more objects could not be handled."
	// and 404 partial_not_found_error "Partially missing data from
	// requested resource(s).": some of it was done or came back, whatever
	// the gateway or not-found status around it; and 423 resource_blocked
	// "Resource blocked, contact administrator.": an administrator's
	// block, which no wait lifts.
	"partial_success_error":   {ambiguous, false, modeFixed, "is a partial success: some objects were handled and some not (Nylas): narrow to the failed ones"},
	"partial_not_found_error": {ambiguous, false, modeFixed, "is a partial result: some of the requested data is missing (Nylas)"},
	"resource_blocked":        {denied, false, modeFixed, "is a resource an administrator blocked (Nylas): hand back"},
	"server_error":            {transient, false, modeServer, "is a server error"},
	"internal_error":          {transient, false, modeServer, "is a server error"},
	// OpenAI's model_error type: the model's own sampling produced output
	// the service could not return ("The model produced invalid content.
	// Consider modifying your prompt if you are seeing this error
	// persistently."), mid-stream or under a 500: a fault on the service's
	// side that a retry of the same prompt clears; the advice to change the
	// prompt is for when it persists (platform.openai.com/docs/guides/error-codes;
	// set 1502).
	"model_error":       {transient, false, modeServer, "is the model producing output the service could not return: retry"},
	"engine_overloaded": {transient, false, modeFixed, "is overload"},
	// Groq's flex tier when it has no capacity now ("requests will fail
	// quickly with status 498 and error capacity_exceeded. Add jittered
	// backoff and retries", console.groq.com/docs/flex-processing), under
	// the generic invalid_request_error type and a non-standard status:
	// the code decides, a shortage to wait out, as the bare word
	// "capacity" reads (a "capacity limit exceeded" allowance is a quota;
	// set 1369).
	"capacity_exceeded":    {transient, false, modeFixed, "is the service out of capacity for now: back off and retry"},
	"tokens":               {transient, false, modeRate, "is a token rate limit"},
	"requests":             {transient, false, modeRate, "is a request rate limit"},
	"tokens_usage_based":   {transient, false, modeRate, "is a token rate limit"},
	"requests_usage_based": {transient, false, modeRate, "is a request rate limit"},
	// Anthropic error types.
	"authentication_error": {denied, false, modeFixed, "is an authentication failure"},
	"permission_error":     {denied, false, modeFixed, "is a permission failure"},
	// Set 1342: Shopee Open Platform v2's "error": "error_auth" (a bad
	// partner signature or token).
	"error_auth": {denied, false, modeFixed, "is an authentication failure (Shopee)"},
	// Set 1753: Shopee's error_timestamp under its 403 ("your timestamp is
	// invalid", "there is no timestamp in query"; the logistics quotation
	// API's error table): the signed timestamp is older than its five
	// minutes or missing, the request's own argument; re-sign with a fresh
	// one. A 403 here judges no identity.
	"error_timestamp":   {invalid, false, modeFixed, "is a missing or stale signed timestamp (Shopee): re-sign with a fresh one"},
	"not_found_error":   {premise, false, modeNotFound, "is a missing resource"},
	"request_too_large": {invalid, false, modeFixed, "means the request is too large"},
	"rate_limit_error":  {transient, false, modeRate, "is a rate limit"},
	"overloaded_error":  {transient, false, modeFixed, "is overload"},
	"api_error":         {transient, false, modeServer, "is a server error"},
	"billing_error":     {premise, false, modeFixed, "is billing"},
	"timeout_error":     {transient, true, modeFixed, "is a timeout"},
	// Stripe types and codes.
	"card_error":    {premise, false, modeFixed, "is a declined payment method"},
	"card_declined": {premise, false, modeFixed, "is a declined card"},
	"expired_card":  {premise, false, modeFixed, "is an expired card"},
	// The same fact in the other order, as Square's CARD_EXPIRED ("The
	// card issuer declined the request because the card is expired") and
	// Checkout.com's card_expired spell it (set 397).
	"card_expired":                     {premise, false, modeFixed, "is an expired card"},
	"insufficient_funds":               {premise, false, modeFixed, "is insufficient funds"},
	"balance_insufficient":             {premise, false, modeFixed, "is insufficient balance"},
	"incorrect_cvc":                    {invalid, false, modeFixed, "is wrong card data"},
	"incorrect_number":                 {invalid, false, modeFixed, "is wrong card data"},
	"incorrect_zip":                    {invalid, false, modeFixed, "is wrong card data"},
	"invalid_cvc":                      {invalid, false, modeFixed, "is wrong card data"},
	"invalid_number":                   {invalid, false, modeFixed, "is wrong card data"},
	"invalid_expiry_month":             {invalid, false, modeFixed, "is wrong card data"},
	"invalid_expiry_year":              {invalid, false, modeFixed, "is wrong card data"},
	"cvv_failure":                      {invalid, false, modeFixed, "is wrong card data"}, // Square's wrong security code, "Authorization error: 'CVV_FAILURE'" under 402 (set 572)
	"processing_error":                 {transient, false, modeFixed, "is a processing error"},
	"card_decline_rate_limit_exceeded": {premise, false, modeFixed, "is the card's decline limit for the last 24 hours"},
	"batch_expired":                    {transient, false, modeFixed, "is a batch that expired before it ran: submit again"},
	"coupon_expired":                   {premise, false, modeFixed, "is an expired coupon"},
	// commercetools' cart and order codes (errors[].code) that name the
	// cart's world, not the request (set 1632): the discount code cannot
	// apply (reason DoesNotExist, TimeRangeNonApplicable, NotActive, ...),
	// stock or prices moved since the cart was built. Replan the cart;
	// InvalidInput and InvalidOperation stay the request's.
	"DiscountCodeNonApplicable": {premise, false, modeFixed, "is a discount code that cannot apply to the cart"},
	"OutOfStock":                {premise, false, modeFixed, "is stock gone since the cart was built"},
	"PriceChanged":              {premise, false, modeFixed, "is a price changed since the cart was built"},
	"product_inactive":          {premise, false, modeFixed, "is an inactive product"},
	"bank_account_unusable":     {premise, false, modeFixed, "is a bank account that cannot be used for payouts"},
	"payouts_limit_exceeded":    {premise, false, modeFixed, "is the account's payout limit"},
	"invalid_source_usage":      {premise, false, modeFixed, "is a source not in a chargeable state"},
	// Stripe codes that name the account's or object's state, or authority,
	// under the generic invalid_request_error type.
	"refund_disputed_payment":      {premise, false, modeFixed, "is a payment under dispute"},
	"charge_not_refundable":        {premise, false, modeFixed, "is a charge that cannot be refunded"},
	"instant_payouts_unsupported":  {premise, false, modeFixed, "is a destination not eligible for instant payouts"},
	"payouts_not_allowed":          {premise, false, modeFixed, "is payouts disabled on the account"},
	"transfers_not_allowed":        {premise, false, modeFixed, "is transfers disabled on the account"},
	"payment_method_unactivated":   {premise, false, modeFixed, "is a payment method not activated"},
	"platform_account_required":    {denied, false, modeFixed, "needs a Connect platform's authority"},
	"tax_id_invalid":               {invalid, false, modeFixed, "is an invalid tax id"},
	"postal_code_invalid":          {invalid, false, modeFixed, "is an invalid postal code"},
	"ReadOnlyDisabledSubscription": {premise, false, modeFixed, "is a disabled (read-only) subscription"},
	"rate_limit":                   {transient, false, modeFixed, "is a rate limit"},
	"lock_timeout":                 {transient, false, modeFixed, "is lock contention"},
	"idempotency_key_in_use":       {transient, false, modeFixed, "is a concurrent request with the same key"},
	"idempotency_error":            {invalid, false, modeFixed, "is an idempotency key reused with other parameters"},
	"resource_missing":             {premise, false, modeFixed, "is a missing resource"},
	// Paddle Billing's request_error codes that name the subscription's or
	// transaction's own state under a 400 or 409 (developer.paddle.com/errors;
	// set 1560): a change still pending, a canceled subscription, an
	// unpaid transaction in the way and a transaction already billed or
	// completed are states to change or replan around, not arguments to
	// repair. The 30-minute locks before processing and renewal
	// (subscription_locked_processing, subscription_locked_renewal) end by
	// themselves and keep their wait.
	"subscription_locked_pending_changes":  {premise, false, modeFixed, "is a subscription with a scheduled change still pending (Paddle): cancel or apply it first"},
	"subscription_update_when_canceled":    {premise, false, modeFixed, "is a canceled subscription (Paddle), which no update changes"},
	"subscription_outstanding_transaction": {premise, false, modeFixed, "is an outstanding transaction on the subscription (Paddle): collect or cancel it first"},
	"transaction_immutable":                {premise, false, modeFixed, "is a transaction already billed, completed or canceled (Paddle): adjust it instead"},
	// Paddle's adjustment codes naming the adjusted transaction's status
	// (set 1621): a refund needs a completed transaction, a credit a
	// billed or past_due one; the status is the world's, not an
	// argument. currency_code_invalid is sent under 404 ("Currency Code
	// not found"), but it names the request's own currency: choose a
	// supported one.
	"adjustment_transaction_invalid_status_for_refund": {premise, false, modeFixed, "is a transaction not yet completed (Paddle): nothing is paid to refund"},
	"adjustment_transaction_invalid_status_for_credit": {premise, false, modeFixed, "is a transaction not in a status that takes a credit (Paddle): billed or past_due manual invoices only"},
	"currency_code_invalid":                            {invalid, false, modeFixed, "is a currency the service does not support (Paddle): choose a supported one"},
	// Supabase Auth (GoTrue): sign-in refused until the address is
	// confirmed, an account step (set 892).
	"email_not_confirmed": {premise, false, modeFixed, "is an email address not confirmed yet (an account step)"},
	// Box's client error codes (developer.box.com common errors; set
	// 1526): a folder that still holds items and an item pinned by its
	// sync setting are states to change first; terms to accept, a password
	// to reset and an email to confirm are the user's account steps, as
	// email_not_confirmed. DocuSign's ENVELOPE_IS_INCOMPLETE and
	// RECIPIENTS_NOT_PROVIDED name parts the envelope sent lacks.
	"folder_not_empty":                 {premise, false, modeFixed, "is a folder that still holds items"},
	"sync_item_move_failure":           {premise, false, modeFixed, "is an item pinned by its sync setting"},
	"terms_of_service_required":        {premise, false, modeFixed, "is terms of service the user has not accepted (an account step)"},
	"password_reset_required":          {denied, false, modeFixed, "is a password a person must reset before the service acts for the account"},
	"user_email_confirmation_required": {premise, false, modeFixed, "is an email address the user has not confirmed (an account step)"},
	"ENVELOPE_IS_INCOMPLETE":           {invalid, false, modeFixed, "is an envelope sent without its required parts"},
	"RECIPIENTS_NOT_PROVIDED":          {invalid, false, modeFixed, "is an envelope sent without recipients"},
	// WorkOS User Management's authenticate answers that hold the
	// sign-in at a pending_authentication_token (workos-go
	// workos_errors/authentication_errors.go; set 1372): the credentials
	// were accepted. Verifying the email and enrolling a factor are
	// account steps (premise, as email_not_confirmed); a list of the
	// user's organizations to choose from is a result to narrow
	// (ambiguous); a challenge to answer now is the user's (denied, as
	// interaction_required).
	"email_verification_required":     {premise, false, modeFixed, "is an email address not verified yet (an account step)"},
	"mfa_enrollment":                  {premise, false, modeFixed, "is a factor the user has not enrolled yet (an account step)"},
	"organization_selection_required": {ambiguous, false, modeFixed, "is a sign-in that matched several organizations: choose one"},
	"mfa_challenge":                   {denied, false, modeFixed, "is a factor challenge only the user can answer"},
	"phone_not_confirmed":             {premise, false, modeFixed, "is a phone number not confirmed yet (an account step)"},
	"customer_max_payment_methods":    {premise, false, modeFixed, "is the customer's limit of payment methods"},
	"invoice_no_customer_line_items":  {premise, false, modeFixed, "is nothing to invoice for the customer"},
	"charge_disputed":                 {premise, false, modeFixed, "is a charge that was disputed (charged back)"},
	"customer_max_subscriptions":      {premise, false, modeFixed, "is the customer's limit of subscriptions"},
	"resource_already_exists":         {conflict, false, modeFixed, "already exists"},
	"charge_already_captured":         {conflict, false, modeFixed, "is already done"},
	"charge_already_refunded":         {conflict, false, modeFixed, "is already done"},
	"charge_expired_for_capture":      {premise, false, modeFixed, "is an expired charge"},
	"api_key_expired":                 {denied, false, modeFixed, "is an expired API key"},
	"platform_api_key_expired":        {denied, false, modeFixed, "is an expired API key"},
	"secret_key_required":             {denied, false, modeFixed, "needs a secret key"},
	"account_invalid":                 {denied, false, modeFixed, "is a bad account"},
	"testmode_charges_only":           {premise, false, modeFixed, "is an account not activated"},
	"account_closed":                  {premise, false, modeFixed, "is a closed account"},
	"parameter_missing":               {invalid, false, modeFixed, "is a missing argument"},
	"parameter_unknown":               {invalid, false, modeFixed, "is an unknown argument"},
	"parameters_exclusive":            {invalid, false, modeFixed, "is conflicting arguments"},
	"parameter_invalid_empty":         {invalid, false, modeFixed, "is an invalid argument"},
	"parameter_invalid_integer":       {invalid, false, modeFixed, "is an invalid argument"},
	"parameter_invalid_string_blank":  {invalid, false, modeFixed, "is an invalid argument"},
	"parameter_invalid_string_empty":  {invalid, false, modeFixed, "is an invalid argument"},
	"amount_too_small":                {invalid, false, modeFixed, "is an invalid amount"},
	"amount_too_large":                {invalid, false, modeFixed, "is an invalid amount"},
	"email_invalid":                   {invalid, false, modeFixed, "is an invalid argument"},
	"url_invalid":                     {invalid, false, modeFixed, "is an invalid argument"},
	"api_connection_error":            {transient, false, modeFixed, "is a connection error"},
	// OAuth 2.0 (RFC 6749, RFC 8628).
	"invalid_grant":             {denied, false, modeFixed, "is a rejected grant"},
	"invalid_client":            {denied, false, modeFixed, "is a rejected client"},
	"unauthorized_client":       {denied, false, modeFixed, "is an unauthorized client"},
	"access_denied":             {denied, false, modeFixed, "is access denied"},
	"invalid_scope":             {invalid, false, modeFixed, "is a scope that is unknown or malformed (RFC 6749 5.2): fix the request's scope"},
	"insufficient_scope":        {denied, false, modeFixed, "is a scope not granted"},
	"invalid_token":             {denied, false, modeFixed, "is a bad token"},
	"expired_token":             {premise, false, modeFixed, "is a device authorization session that ended (RFC 8628 3.5): start a new one"},
	"invalid_request":           {invalid, false, modeInvalid, "is an invalid request"},
	"unsupported_grant_type":    {invalid, false, modeFixed, "is an unsupported grant type"},
	"unsupported_response_type": {invalid, false, modeFixed, "is an unsupported response type"},
	// OAuth 2.0 Dynamic Client Registration (RFC 7591 3.2.2): the
	// registration request's own metadata is refused, to be repaired and
	// sent again; a software statement the server will not approve is a
	// refusal of the client itself (set 1392). Keyed here so that
	// "invalid_client" inside "invalid_client_metadata" is not read.
	"invalid_client_metadata":       {invalid, false, modeFixed, "is client metadata the registration endpoint refuses (RFC 7591 3.2.2): fix the registration request"},
	"invalid_redirect_uri":          {invalid, false, modeFixed, "is a redirect URI the registration endpoint refuses (RFC 7591 3.2.2)"},
	"invalid_software_statement":    {invalid, false, modeFixed, "is a malformed software statement (RFC 7591 3.2.2)"},
	"unapproved_software_statement": {denied, false, modeFixed, "is a software statement the server does not approve (RFC 7591 3.2.2)"},
	"temporarily_unavailable":       {transient, false, modeFixed, "is temporary"},
	"authorization_pending":         {transient, false, modeFixed, "is pending"},
	"slow_down":                     {transient, false, modeFixed, "asks to slow down"},
	// OpenID Connect Core 1.0 3.1.2.6: a silent (prompt=none) request that
	// needs the user: to sign in, pick an account, or consent. The agent
	// holds no session or grant until a person acts (set 398).
	"login_required":             {denied, false, modeFixed, "needs the user to sign in"},
	"interaction_required":       {denied, false, modeFixed, "needs the user to interact"},
	"consent_required":           {denied, false, modeFixed, "needs the user's consent"},
	"account_selection_required": {denied, false, modeFixed, "needs the user to pick an account"},
	"invalid_request_object":     {invalid, false, modeFixed, "is an invalid request object"},
	// GraphQL (Apollo) and GitHub GraphQL.
	"UNAUTHENTICATED":           {denied, false, modeFixed, "is unauthenticated"},
	"FORBIDDEN":                 {denied, false, modeFixed, "is forbidden"},
	"BAD_USER_INPUT":            {invalid, false, modeInvalid, "is invalid input"},
	"GRAPHQL_PARSE_FAILED":      {invalid, false, modeFixed, "is an unparsable query"},
	"GRAPHQL_VALIDATION_FAILED": {invalid, false, modeFixed, "is an invalid query"},
	// monday.com's GraphQL errors[].extensions.code (or the top-level
	// error_code), sent under HTTP 200 for application-level errors
	// (developer.monday.com/api-reference/docs/error-handling; set 1377):
	// a column value in the wrong form or naming a label the column lacks
	// is the call's argument; a board at its item limit is the board's
	// state ("each board has a limit of 10,000 items created via the
	// API"); UserUnauthorizedException (its status_code 403) is authority.
	"ColumnValueException":      {invalid, false, modeFixed, "is a column value in the wrong form for its column (monday.com): repair the value"},
	"CorrectedValueException":   {invalid, false, modeFixed, "is a column value of the wrong type (monday.com): repair the value"},
	"ItemNameTooLongException":  {invalid, false, modeFixed, "is an item name over the length allowed (monday.com)"},
	"ItemsLimitationException":  {premise, false, modeFixed, "is a board at its item limit (monday.com): place items elsewhere, no retry or repair gets past it"},
	"UserUnauthorizedException": {denied, false, modeFixed, "is a user not permitted the action (monday.com)"},
	// The same error-handling table (set 1682): an OAuth app's token used
	// past the scopes it was granted is authority, though sent under 200;
	// API_TEMPORARILY_BLOCKED is a platform incident ("retry your call once
	// the issue has been resolved"); RecordInvalidException (422) is a board
	// or user at its subscriber cap, the board's state, not the arguments.
	"missingRequiredPermissions": {denied, false, modeFixed, "is an operation beyond the OAuth scopes granted to the app (monday.com)"},
	"API_TEMPORARILY_BLOCKED":    {transient, false, modeFixed, "is API usage blocked for a while by a platform issue (monday.com): retry once it is resolved"},
	"RecordInvalidException":     {premise, false, modeFixed, "is a board or user at its subscriber limit (monday.com): unsubscribe or archive first, no retry or repair gets past it"},
	// GitHub GraphQL: a classic token without the scope a field needs.
	"INSUFFICIENT_SCOPES": {denied, false, modeFixed, "is a scope the token was not granted"},
	// GitHub GraphQL's static validation codes.
	"undefinedField":               {invalid, false, modeFixed, "is a field the type does not have"},
	"undefinedType":                {invalid, false, modeFixed, "is an unknown type"},
	"argumentNotAccepted":          {invalid, false, modeFixed, "is an argument the field does not take"},
	"missingRequiredArguments":     {invalid, false, modeFixed, "is a missing argument"},
	"argumentLiteralsIncompatible": {invalid, false, modeFixed, "is an argument of the wrong type"},
	"INTERNAL_SERVER_ERROR":        {transient, false, modeServer, "is a server error"},
	"NOT_FOUND":                    {premise, false, modeNotFound, "is a missing resource"},
	"RATE_LIMITED":                 {transient, false, modeFixed, "is a rate limit"},
	// Firecrawl's TransportableError codes (apps/api/src/lib/error.ts
	// ErrorCodes), sent as {"success":false,"code":...,"error":...} under
	// 500 (408 for SCRAPE_TIMEOUT) by /v1 and /v2 scrape: the status is
	// the same for all of them and the code decides (set 1454). Every
	// engine of the fallback chain already failed, or the hostname does
	// not resolve: the page is not there as the plan assumed; the TLS
	// error names its repair (skipTlsVerification) and the PDF-time error
	// the timeout argument to raise; the target's anti-bot or the team's
	// zero-data-retention policy refuses the fetch.
	// MediaWiki Action API error codes, sent in an HTTP 200 body
	// {"error":{"code":...,"info":...}} (apierror-articleexists "The page
	// you tried to create has been created already."; set 1454): a
	// createonly edit or a move onto a title that exists finds the page
	// there, as its other "already exists" codes; a protected page is
	// the wiki's authority.
	"articleexists":                      {conflict, false, modeFixed, "is a page that already exists (MediaWiki)"},
	"protectedpage":                      {denied, false, modeFixed, "is a protected page (MediaWiki)"},
	"cascadeprotected":                   {denied, false, modeFixed, "is a page under cascading protection (MediaWiki)"},
	"SCRAPE_TIMEOUT":                     {transient, true, modeFixed, "is a scrape that ran out of time (Firecrawl)"},
	"MAP_TIMEOUT":                        {transient, true, modeFixed, "is a map that ran out of time (Firecrawl)"},
	"SCRAPE_ALL_ENGINES_FAILED":          {premise, false, modeFixed, "is a page every scraping engine already failed to fetch (Firecrawl): check the URL, replan"},
	"SCRAPE_DNS_RESOLUTION_ERROR":        {premise, false, modeFixed, "is a hostname that does not resolve (Firecrawl): the site is not there"},
	"SCRAPE_SSL_ERROR":                   {invalid, false, modeFixed, "is a TLS failure Firecrawl says to get past with skipTlsVerification: repair the request"},
	"SCRAPE_PDF_INSUFFICIENT_TIME_ERROR": {invalid, false, modeFixed, "is a timeout argument too small for the PDF (Firecrawl): raise it"},
	"SCRAPE_PDF_ANTIBOT_ERROR":           {denied, false, modeFixed, "is a PDF the target's anti-bot refuses (Firecrawl)"},
	"SCRAPE_PDF_PREFETCH_FAILED":         {denied, false, modeFixed, "is a PDF behind the target's anti-bot (Firecrawl)"},
	"SCRAPE_ZDR_VIOLATION_ERROR":         {denied, false, modeFixed, "is a feature the team's zero-data-retention policy bars (Firecrawl)"},
	"RATE_LIMIT_EXCEEDED":                {transient, false, modeRate, "is a rate limit"},
	"QUOTA_EXCEEDED":                     {premise, false, modeRate, "is a quota"},
	// GitHub GraphQL's UNPROCESSABLE is its REST 422: the message decides
	// (a pull request's merge state is premise, endstate.go; set 50).
	"UNPROCESSABLE": {invalid, false, modeInvalid, "is unprocessable"},
	// HMRC's Making Tax Digital APIs send {"code":...,"message":...} and
	// put business-rule refusals under 403 beside the real authority one
	// (VAT (MTD) 1.0 application.yaml, set 1579): a return already filed
	// for the period is held by the world; a period not yet ended, an
	// insolvent trader and a VRN HMRC holds no data for are the plan's
	// premise; a return not declared final, a period key or amount out of
	// form and a date range over the limit are the call's own arguments;
	// the client or agent not authorised is authority.
	"DUPLICATE_SUBMISSION":           {conflict, false, modeFixed, "is a return already submitted for the period (HMRC MTD): carry the receipt forward"},
	"TAX_PERIOD_NOT_ENDED":           {premise, false, modeFixed, "is a tax period that has not ended yet (HMRC MTD): file after its end"},
	"RULE_INSOLVENT_TRADER":          {premise, false, modeFixed, "is an insolvent trader the API does not serve (HMRC MTD)"},
	"NOT_FINALISED":                  {invalid, false, modeFixed, "is a return not declared final (HMRC MTD): send finalised true after the user's declaration"},
	"DATE_RANGE_TOO_LARGE":           {invalid, false, modeFixed, "is a requested period further back than allowed (HMRC MTD)"},
	"PERIOD_KEY_INVALID":             {invalid, false, modeFixed, "is a period key in the wrong form (HMRC MTD)"},
	"VRN_INVALID":                    {invalid, false, modeFixed, "is a VAT registration number in the wrong form (HMRC MTD)"},
	"INVALID_MONETARY_AMOUNT":        {invalid, false, modeFixed, "is an amount out of form or range (HMRC MTD)"},
	"CLIENT_OR_AGENT_NOT_AUTHORISED": {denied, false, modeFixed, "is a client not subscribed to MTD or an agent the client has not authorised (HMRC MTD)"},
	// The Income Tax MTD APIs' rule codes in the same body (CIS
	// Deductions, Individual Losses, Reliefs...; set 1665): a tax year
	// outside the range the API serves, one not yet ended, a period not
	// yet ended and a year past its amendment window are the plan's
	// premise (no argument repairs them, the year is the task's own); a
	// Gov-Test-Scenario header the sandbox does not know is the call's.
	"RULE_TAX_YEAR_NOT_SUPPORTED":      {premise, false, modeFixed, "is a tax year outside the range the API serves (HMRC MTD): another route or year"},
	"RULE_TAX_YEAR_NOT_ENDED":          {premise, false, modeFixed, "is a tax year that has not ended yet (HMRC MTD): submit after its end"},
	"RULE_PERIOD_NOT_ENDED":            {premise, false, modeFixed, "is an accounting period that has not ended yet (HMRC MTD)"},
	"RULE_OUTSIDE_AMENDMENT_WINDOW":    {premise, false, modeFixed, "is a tax year past its amendment window (HMRC MTD): it can no longer be changed here"},
	"RULE_INCORRECT_GOV_TEST_SCENARIO": {invalid, false, modeFixed, "is a Gov-Test-Scenario header the sandbox does not know (HMRC MTD): send a valid one or none"},
	// Salesforce REST errorCode.
	"DUPLICATE_VALUE":     {conflict, false, modeFixed, "already exists (a unique field's value is taken)"},
	"DUPLICATES_DETECTED": {conflict, false, modeFixed, "already exists (a duplicate rule matched existing records)"},
	"UNABLE_TO_LOCK_ROW":  {transient, false, modeFixed, "is a row lock held by another transaction"},
	// Hightouch's sync-run error codes (hightouch.com/docs/developer-tools/
	// error-codes): the run names its failure by a registry code, often
	// the destination's own prefixed (SALESFORCE_, HUBSPOT_, SFMC_...),
	// and the text beside it is the registry's one-line meaning. Each
	// code reads as the registry's action says (set 1354): a lock or a
	// job still running waits, a revoked grant or blocked IP is
	// authority, a schema that moved under the sync or a stored state
	// gone is the plan's, an empty source batch is an unusable success.
	// Airbyte's RFC 9457 problem type state-conflict (409, title
	// "state-conflict", detail "State conflict"), which airbyte-platform
	// throws for an object outside the state the act needs: a payment
	// config "is X, but expected GRACE_PERIOD", a region without the
	// capacity to move, a job cancelled that is not running (set 1354).
	// The kebab title reads as state_conflict (relayed.go kebabCode).
	"state_conflict":                           {premise, false, modeState, "is the object outside the state the act needs (Airbyte state-conflict)"},
	"DESTINATION_INVALID_GRANT":                {denied, false, modeFixed, "is a destination authorization grant expired or revoked (Hightouch): reconnect it"},
	"DESTINATION_INVALID_CREDENTIALS":          {denied, false, modeFixed, "is invalid destination credentials (Hightouch)"},
	"DESTINATION_INVALID_API_KEY":              {denied, false, modeFixed, "is an invalid or expired destination API key (Hightouch)"},
	"DESTINATION_RATE_LIMIT":                   {transient, false, modeFixed, "is the destination rate-limiting the sync (Hightouch): wait for the window"},
	"DESTINATION_PAYLOAD_TOO_LARGE":            {invalid, false, modeFixed, "is a payload the destination rejects as too large (Hightouch): reduce the batch"},
	"SALESFORCE_UNABLE_TO_LOCK_ROW":            {transient, false, modeFixed, "is a Salesforce row lock another process holds now (Hightouch): retry later"},
	"SALESFORCE_EXPIRED_TOKEN":                 {denied, false, modeFixed, "is an expired Salesforce access token (Hightouch): reauthorize"},
	"HUBSPOT_CLOUDFLARE_BLOCKED_IP":            {denied, false, modeFixed, "is HubSpot's proxy refusing the caller's IP (Hightouch)"},
	"HUBSPOT_CONTACT_ALREADY_EXISTS":           {conflict, false, modeFixed, "is a HubSpot contact already there under its email (Hightouch)"},
	"GOOGLE_ADS_CONCURRENT_MODIFICATION":       {transient, false, modeFixed, "is another Google Ads change still processing (Hightouch): wait and retry"},
	"GOOGLE_ADS_USER_LIST_NAME_ALREADY_IN_USE": {conflict, false, modeFixed, "is a Google Ads audience already there under that name (Hightouch)"},
	"TIKTOK_REJECTED_REPLACE_OP":               {transient, false, modeFixed, "is another TikTok audience job still processing (Hightouch): wait for it"},
	"SFMC_IMPORT_FAILED_NO_RECORDS":            {ambiguous, false, modeFixed, "is an import of an empty batch: the source returned no rows (Hightouch)"},
	"LINKEDIN_EVENT_TOO_OLD":                   {invalid, false, modeFixed, "is an event timestamp outside LinkedIn's window (Hightouch): send recent events"},
	"REMOVE_RETRY_CHANGED_COLUMN_TYPES":        {premise, false, modeFixed, "is model column types changed between runs (Hightouch): refresh the schema and resync in full"},
	"PREVIOUS_SYNC_RUN_OBJECT_MISSING":         {transient, false, modeFixed, "is the previous run's cached plan data expired (Hightouch): retry, it is rebuilt"},
	"QUERY_COLUMN_MISSING":                     {premise, false, modeFixed, "is a mapped column no longer in the model's results (Hightouch): refresh the model and mappings"},
	"WAREHOUSE_TABLE_MISSING":                  {premise, false, modeFixed, "is a warehouse table the sync needs missing (Hightouch)"},
	"SLACK_IS_ARCHIVED":                        {premise, false, modeFixed, "is an archived target Slack channel (Hightouch)"},
	// The registry's model and predictive-trait codes (set 1658): a model
	// whose key or columns are not unique, or whose key type the sync path
	// cannot carry, is repaired in the model's SQL; a training audience or
	// event pull that produced no rows is an unusable success.
	"NON_UNIQUE_PRIMARY_KEY":       {invalid, false, modeFixed, "is a model primary key with duplicate values (Hightouch): make the key unique in the model"},
	"DUPLICATE_COLUMNS_DETECTED":   {invalid, false, modeFixed, "is a model query returning duplicate column names (Hightouch): alias the columns"},
	"UNSUPPORTED_PRIMARY_KEY_TYPE": {invalid, false, modeFixed, "is a primary key type the sync path does not support (Hightouch): cast it"},
	"NULL_EXTERNAL_ID":             {invalid, false, modeFixed, "is a required external id null in some rows (Hightouch): populate or filter them"},
	"NO_USERS_IN_INPUT_FILE":       {ambiguous, false, modeFixed, "is a training audience that returned no users (Hightouch)"},
	"NO_USER_ROWS_AFTER_FILTERS":   {ambiguous, false, modeFixed, "is a training audience its filters emptied (Hightouch): loosen them once"},
	"NO_EVENT_DATA_FILES":          {ambiguous, false, modeFixed, "is an event pull that produced no data (Hightouch)"},
	"ENTITY_IS_DELETED":            {premise, false, modeFixed, "is a deleted record"},
	// Airtable's INVALID_MULTIPLE_CHOICE_OPTIONS (422): "if the choice
	// string does not exactly match an existing option, the request will
	// fail with an INVALID_MULTIPLE_CHOICE_OPTIONS error unless the
	// typecast parameter is enabled" (Airtable's field model). Its message,
	// "Insufficient permissions to create new select option", names the
	// option the value would have made; the call is repaired by an
	// existing option (sets 1041 and 1438), so the code outranks the word.
	"INVALID_MULTIPLE_CHOICE_OPTIONS": {invalid, false, modeFixed, "is a select value that matches none of the field's options (Airtable): use an existing option"},
	// Set 381: a record an approval process locked (not a row lock) and
	// the org's data storage used up: the record's or org's state, under 400.
	"ENTITY_IS_LOCKED": {premise, false, modeFixed, "is a record locked by an approval process"},
	// Salesforce Feedback Management 400 MISSING_RECORD "Specify an
	// existing survey, or ensure that the survey is shared with a guest
	// user, and try again." (set 1704): the record is not there for the
	// caller, premise.
	"MISSING_RECORD":                                {premise, false, modeFixed, "is a record that does not exist (or is not shared with the caller)"},
	"STORAGE_LIMIT_EXCEEDED":                        {premise, false, modeFixed, "is the org's data storage used up"},
	"INSUFFICIENT_ACCESS_ON_CROSS_REFERENCE_ENTITY": {denied, false, modeFixed, "is missing access to a referenced record"},
	"FIELD_CUSTOM_VALIDATION_EXCEPTION":             {invalid, false, modeFixed, "is a value a validation rule rejects"},
	"INVALID_SESSION_ID":                            {denied, false, modeFixed, "is an expired or invalid session"},
	"INSUFFICIENT_ACCESS_OR_READONLY":               {denied, false, modeFixed, "is missing access"},
	"REQUIRED_FIELD_MISSING":                        {invalid, false, modeFixed, "is a missing field"},
	"MALFORMED_QUERY":                               {invalid, false, modeFixed, "is a malformed query"},
	"INVALID_FIELD":                                 {invalid, false, modeFixed, "is an unknown field"},
	// Set 1191: the record's own state under 400, not a wrong request: a
	// lead already converted (now a contact, account and opportunity) and
	// a delete that other records still reference ("it is associated with
	// the following cases").
	"CANNOT_UPDATE_CONVERTED_LEAD": {premise, false, modeFixed, "is a lead already converted: update the contact, account or opportunity it became"},
	"DELETE_FAILED":                {premise, false, modeFixed, "is a record other records still reference: deal with them first"},
	// REQUEST_LIMIT_EXCEEDED: "TotalRequests Limit exceeded." is the org's
	// API allocation per rolling 24 hours (premise, under 403); the
	// concurrent long-request cap ("ConcurrentPerOrgLongTxn Limit
	// exceeded") frees itself as requests end (modeLimit: transient).
	"REQUEST_LIMIT_EXCEEDED": {premise, false, modeLimit, "is the org's API request allocation"},
	// OCI distribution (Docker registry) error codes.
	"BLOB_UNKNOWN":          {premise, false, modeFixed, "is a blob the registry does not hold"},
	"MANIFEST_BLOB_UNKNOWN": {premise, false, modeFixed, "is a layer the manifest references that the registry does not hold: push it first"},
	"MANIFEST_UNKNOWN":      {premise, false, modeFixed, "is a missing manifest (tag or digest)"},
	"NAME_UNKNOWN":          {premise, false, modeFixed, "is a missing repository"},
	"BLOB_UPLOAD_UNKNOWN":   {premise, false, modeFixed, "is an upload session that no longer exists"},
	"MANIFEST_INVALID":      {invalid, false, modeFixed, "is an invalid manifest"},
	"DIGEST_INVALID":        {invalid, false, modeFixed, "is a digest that does not match"},
	"NAME_INVALID":          {invalid, false, modeFixed, "is an invalid repository name"},
	"TAG_INVALID":           {invalid, false, modeInvalid, "is an invalid tag"},
	"SIZE_INVALID":          {invalid, false, modeFixed, "is a wrong content length"},
	"DENIED":                {denied, false, modeFixed, "is denied"},
	// UNSUPPORTED is the reference registry's 405 (distribution's
	// errcode.ErrorCodeUnsupported) for an operation its configuration
	// switches off, a DELETE where storage.delete is disabled: the call is
	// well formed, the registry is not the one the plan assumed (sets 745,
	// 941, 1077).
	"UNSUPPORTED":     {premise, false, modeFixed, "is an operation this registry does not allow (a DELETE where deletes are switched off)"},
	"TOOMANYREQUESTS": {transient, false, modeFixed, "is a rate limit"},
	// Harbor's code for a project policy refusing an artifact (a
	// vulnerability severity over the project's bar: "current image with
	// 268 vulnerabilities cannot be pulled due to configured policy ...
	// please contact your project administrator", under 412): only the
	// project's administrator can exempt it (set 1640; codeRule.apply
	// reads an unscanned artifact as premise).
	"PROJECTPOLICYVIOLATION": {denied, false, modeFixed, "is a Harbor project policy refusing the artifact: only a project administrator can exempt it"},
	// az acr check-health's connectivity codes (azure-cli acr/_errors.py,
	// learn.microsoft.com container-registry-health-error-reference, set
	// 1640): the challenge endpoint that issued no challenge ("Try again
	// after some time"), a registry without Entra ID (AAD) login ("Try a
	// different way to authenticate"), the firewall's 403 and the refused
	// tokens. CONNECTIVITY_DNS_ERROR (connectivity, a missing registry or
	// the wrong cloud, by the docs) is not read.
	"CONNECTIVITY_CHALLENGE_ERROR":     {transient, false, modeFixed, "is a registry challenge endpoint that issued no challenge: try again after some time"},
	"CONNECTIVITY_AAD_LOGIN_ERROR":     {denied, false, modeFixed, "is a registry that does not take Entra ID (AAD) login: authenticate another way"},
	"CONNECTIVITY_FORBIDDEN_ERROR":     {denied, false, modeFixed, "is the registry's network rules refusing this client"},
	"CONNECTIVITY_REFRESH_TOKEN_ERROR": {denied, false, modeFixed, "is a registry that refused the refresh token: az login again or get access"},
	"CONNECTIVITY_ACCESS_TOKEN_ERROR":  {denied, false, modeFixed, "is a registry that refused the access token: az login again or get access"},
	// Notion.
	"object_not_found":    {premise, false, modeShared, "is a missing object"},
	"restricted_resource": {denied, false, modeFixed, "is a resource the integration may not use"},
	// Anthropic's and Notion's conflict_error is a wait by default, but
	// read through overConflict like a 409 (set 499): "An invite for ...
	// already exists" names the state the step was to create (conflict),
	// while "Conflict occurred while saving. Please try again." stays a wait.
	"conflict_error":                  {transient, false, modeConflict, "is a conflicting transaction (retry)"},
	"rate_limited":                    {transient, false, modeFixed, "is a rate limit"},
	"internal_server_error":           {transient, false, modeServer, "is a server error"},
	"database_connection_unavailable": {transient, false, modeFixed, "is unavailable"},
	"gateway_timeout":                 {transient, true, modeFixed, "is a timeout"},
	"invalid_json":                    {invalid, false, modeFixed, "is malformed JSON"},
	"invalid_request_url":             {invalid, false, modeFixed, "is a wrong URL"},
	"missing_version":                 {invalid, false, modeFixed, "is a missing API version"},
	// Shopify and other GraphQL throttles.
	"THROTTLED":         {transient, false, modeFixed, "is a rate limit"},
	"MAX_COST_EXCEEDED": {invalid, false, modeFixed, "is a query too costly"},
	// GitHub GraphQL (set 444): the query asks for more than 500,000 nodes.
	"MAX_NODE_LIMIT_EXCEEDED": {invalid, false, modeFixed, "is a query over the node limit"},
	// Vercel's deployment create (POST /v13/deployments) naming files by
	// their sha that were never uploaded (rest-api/errors
	// "missing_files": "Some of the files you defined when creating the
	// deployment are missing."): the call is well formed; the uploads it
	// rests on come first (POST /v2/files), as OCI's MANIFEST_BLOB_UNKNOWN
	// (set 1198).
	"missing_files": {premise, false, modeFixed, "is a deployment naming files that were never uploaded: upload them, then deploy"},
	// Backblaze B2's native API codes that come under 400 but name the
	// world, not the call (b2 apidocs, set 1290): a file version that is
	// gone (b2_delete_file_version, b2_hide_file "file_not_present"), an
	// account at its bucket limit (b2_create_bucket "too_many_buckets"),
	// and a bucket that still holds files (b2_delete_bucket
	// "cannot_delete_non_empty_bucket"), as S3's NoSuchKey, TooManyBuckets
	// and BucketNotEmpty read (aws.go).
	"file_not_present":               {premise, false, modeFixed, "is a B2 file version that is not there"},
	"too_many_buckets":               {premise, false, modeFixed, "is an account at its bucket limit"},
	"cannot_delete_non_empty_bucket": {premise, false, modeFixed, "is a bucket that still holds files: empty it first"},
	// Generic snake_case codes many APIs share.
	"not_found":      {premise, false, modeNotFound, "is a missing resource"},
	"already_exists": {conflict, false, modeFixed, "already exists"},
	// Reddit's submit code for a link already posted to the subreddit
	// (r2 "that link has already been submitted"; PRAW's RedditAPIException
	// "ALREADY_SUB: ... on field 'url'"): the code names the submit's own
	// result as there, not a blocking state (sets 799 and 1330, blind).
	"ALREADY_SUB": {conflict, false, modeFixed, "is a link already submitted to this subreddit: the post is there"},
	// Reddit's codes for a target whose state refuses the reply or the
	// vote (r2/r2/lib/errors.py: TOO_OLD "that's a piece of history now;
	// it's too late to reply to it", an archived thread; THREAD_LOCKED a
	// locked post or comment; DELETED_LINK, DELETED_COMMENT "that comment
	// has been deleted"): the thing the plan replies to is archived, locked
	// or gone, under the 200 of api_type=json (set 1531).
	// Reddit's submission throttles that state their own wait
	// (r2/r2/lib/errors.py: QUOTA_FILLED "You've submitted too many links
	// recently. Please try again in an hour.", SUBREDDIT_RATELIMIT "you are
	// doing that too much. try again later."): a rolling window, not a
	// spent quota, despite the word (set 1628).
	"QUOTA_FILLED":        {transient, true, modeFixed, "is a Reddit submission throttle: try again in the time it states"},
	"SUBREDDIT_RATELIMIT": {transient, true, modeFixed, "is a Reddit per-subreddit throttle: try again later"},
	"TOO_OLD":             {premise, false, modeFixed, "is a Reddit thread archived: too late to reply to it"},
	"THREAD_LOCKED":       {premise, false, modeFixed, "is a Reddit post or comment locked: no reply is taken"},
	"DELETED_LINK":        {premise, false, modeFixed, "is a Reddit post deleted: the reply has nothing to attach to"},
	"DELETED_COMMENT":     {premise, false, modeFixed, "is a Reddit comment deleted: the reply has nothing to attach to"},
	// Set 1705: more of Reddit's api_type=json codes (r2/r2/lib/errors.py),
	// under the 200 that carries them: a submit's own malformed argument
	// (BAD_URL "you should check that url", NO_URL "a url is required",
	// NO_TEXT "we need something here", BAD_SR_NAME "that name isn't going
	// to work"); what the step was to make already there (ALREADY_MODERATOR
	// "that user is already a moderator", MULTI_EXISTS "that multireddit
	// already exists"); and the sender's own block of the recipient
	// (USER_BLOCKED "you can't send to a user that you have blocked", read
	// in apply above), a
	// state to change first, not a missing authority.
	"BAD_URL":           {invalid, false, modeFixed, "is a Reddit url argument that is malformed"},
	"NO_URL":            {invalid, false, modeFixed, "is a Reddit link submit without a url"},
	"NO_TEXT":           {invalid, false, modeFixed, "is a Reddit field left empty"},
	"BAD_SR_NAME":       {invalid, false, modeFixed, "is a subreddit name that breaks Reddit's naming rules"},
	"ALREADY_MODERATOR": {conflict, false, modeFixed, "is a user who is already a moderator there"},
	"MULTI_EXISTS":      {conflict, false, modeFixed, "is a multireddit that already exists"},
	"USER_BLOCKED":      {denied, false, modeFixed, "is a user blocked from this act"},
	// Dropbox Sign's error_name catalogue for acts on a signature request
	// its state forbids (developers.hellosign.com warnings-and-errors,
	// 400s; set 1649): cancel after everyone signed, remove access before
	// everyone signed, act on an expired request. The request's state, not
	// the arguments: replan (create a new request, or cancel instead).
	// Uber Direct's Cancel Delivery 400 noncancelable_delivery "Delivery
	// cannot be cancelled." (set 1673): the delivery has moved past the
	// point where it may be cancelled; its state, not the call.
	"noncancelable_delivery":          {premise, false, modeFixed, "is an Uber Direct delivery past the point where it may be cancelled: its state, not the call"},
	"signature_request_cancel_failed": {premise, false, modeFixed, "is a signature request already fully executed or closed, so it cannot be cancelled (Dropbox Sign)"},
	"signature_request_remove_failed": {premise, false, modeFixed, "is a signature request not yet fully executed, so access cannot be removed: cancel it instead (Dropbox Sign)"},
	"signature_request_expired":       {premise, false, modeFixed, "is a signature request past its expiry: create a new one (Dropbox Sign)"},
	// Typeform Create API's FONT_NOT_FOUND "Non existing font '{name}'"
	// under a 404 (typeform.com/developers/troubleshooting; set 1649): a
	// theme argument outside Typeform's fixed font list, not a missing
	// resource of the account.
	"FONT_NOT_FOUND": {invalid, false, modeFixed, "is a font outside Typeform's list: pick one of the listed fonts"},
	// DocuSign SOAP API exceptions, whose message is the bare token
	// (Rules for RequestStatus, RequestStatuses; set 1649).
	"Account_Not_Authorized_For_Envelope":       {denied, false, modeFixed, "is an envelope another account owns (DocuSign SOAP): the caller's account may not read it"},
	"User_Lacks_Permissions":                    {denied, false, modeFixed, "is a user without permission to request the status (DocuSign SOAP)"},
	"User_Does_Not_Belong_To_Specified_Account": {denied, false, modeFixed, "is a user outside the named account (DocuSign SOAP)"},
	"Envelope_Does_Not_Exist":                   {premise, false, modeFixed, "is an envelope id that does not exist (DocuSign SOAP)"},
	// DocuSign eSignature REST ACCOUNT_LACKS_PERMISSIONS, "This Account
	// lacks sufficient permissions." under 400, which DocuSign's
	// APIErrorCode reference describes as "The account does not have
	// access to a Docusign feature": the account's plan or settings lack
	// the feature (document visibility, a signing option), not a grant the
	// user is missing (USER_LACKS_PERMISSIONS): premise, as the plan rows
	// (the lead after set 1649; blind labels premise 3, denied 1).
	"ACCOUNT_LACKS_PERMISSIONS": {premise, false, modeFixed, "is a DocuSign feature the account's plan or settings do not include"},
	"conflict":                  {conflict, false, modeConflict, "is a conflict"},
	"forbidden":                 {denied, false, modeFixed, "is forbidden"},
	"unauthorized":              {denied, false, modeFixed, "is unauthorized"},
	"unauthenticated":           {denied, false, modeFixed, "is unauthenticated"},
	"permission_denied":         {denied, false, modeFixed, "is permission denied"},
	"validation_error":          {invalid, false, modeInvalid, "is a validation error"},
	"bad_request":               {invalid, false, modeInvalid, "is a bad request"},
	"timeout":                   {transient, true, modeFixed, "is a timeout"},
	// Shopee Open Platform's error_param (error_params in its v1 API)
	// with a msg naming the parameter ("no partner_id", a missing
	// create_time_from; set 1555): a request parameter missing or wrong.
	"error_param":  {invalid, false, modeInvalid, "is a missing or wrong request parameter (Shopee)"},
	"error_params": {invalid, false, modeInvalid, "is a missing or wrong request parameter (Shopee)"},
	// MediaWiki's maxlag: the replicas lag behind and the API asks the
	// client to wait ("If you get a lag error, pause your script for at
	// least 5 seconds before trying again", Manual:Maxlag_parameter; set 1286).
	"maxlag":              {transient, false, modeFixed, "is replication lag: wait and retry"},
	"service_unavailable": {transient, false, modeFixed, "is unavailable"},
	"overloaded":          {transient, false, modeFixed, "is overload"},
	"quota_exceeded":      {premise, false, modeRate, "is a quota"},
	"too_many_requests":   {transient, false, modeRate, "is a rate limit"}, // modeRate: LinkedIn's TOO_MANY_REQUESTS for an "APPLICATION DAY limit" is a spent quota (set 720)

	// Azure Resource Manager codes whose 409 or 400 says less than the
	// code (learn.microsoft.com, "Troubleshoot common Azure deployment
	// errors"; set 382): a resource group being deleted and a size or
	// region that cannot be provisioned are states the plan assumed away;
	// a deployment still running and a capacity shortage pass; a name
	// another customer holds is a new argument (the bucket-name ruling);
	// a lock or Azure's own region restriction is authority the agent
	// lacks.
	"ResourceGroupBeingDeleted": {premise, false, modeFixed, "is a resource group being deleted: the steps that rest on it cannot run"},
	"SkuNotAvailable":           {premise, false, modeFixed, "is a size not offered in that location: the plan's size or region is false"},
	// USPS Web Tools' address error numbers, in the <Error> element of a
	// 200 (Address Standardization/Verify; set 1539): the address the
	// call carries is wrong, as the set 181 verification words, whatever
	// "Not Found" says. -2147219403 (several matches) keeps its reading.
	"-2147219401":                    {invalid, false, modeFixed, "is USPS's Address Not Found: the address the call carries is wrong, correct it"},
	"-2147219400":                    {invalid, false, modeFixed, "is USPS's Invalid City: the address the call carries is wrong, correct it"},
	"-2147219402":                    {invalid, false, modeFixed, "is USPS's Invalid State Code: the address the call carries is wrong, correct it"},
	"RegionDoesNotAllowProvisioning": {premise, false, modeFixed, "is a region that does not provision this resource type: the plan's region is false"},
	"PublicIPCountLimitReached":      {premise, false, modeFixed, "is the subscription's limit of public IP addresses: free some or raise the quota"},
	"DeploymentActiveAndUneditable":  {transient, false, modeFixed, "is a deployment of the same name still running: wait for it to finish"},
	// The same wait under the code the common-errors page lists first
	// ("DeploymentActive: Wait for concurrent deployment to this resource
	// group to complete"; set 1165).
	"DeploymentActive":           {transient, false, modeFixed, "is a deployment of the same name still running: wait for it to finish"},
	"AllocationFailed":           {transient, false, modeFixed, "is a capacity shortage in the cluster: retry later"},
	"ZonalAllocationFailed":      {transient, false, modeFixed, "is a capacity shortage in the zone: retry later"},
	"StorageAccountAlreadyTaken": {invalid, false, modeFixed, "is a storage account name another customer holds: choose another name"},
	"RequestDisallowedByAzure":   {denied, false, modeFixed, "is a region Azure does not let this subscription deploy to"},
	"ScopeLocked":                {denied, false, modeFixed, "is a management lock on the scope: an administrator must lift it"},
	// Azure Storage leases: another client holds the blob's or
	// container's lease (blob-service-error-codes). As a lock another
	// holder has, it is a wait (set 166's lock ruling; set 382).
	"LeaseIdMissing":                        {transient, false, modeFixed, "is a lease another client holds on the blob: wait for it to end"},
	"LeaseAlreadyPresent":                   {transient, false, modeFixed, "is a lease another client holds: wait for it to end"},
	"LeaseIdMismatchWithBlobOperation":      {transient, false, modeFixed, "is a lease another client holds on the blob: wait for it to end"},
	"LeaseIdMismatchWithContainerOperation": {transient, false, modeFixed, "is a lease another client holds on the container: wait for it to end"},
	// The lease the call named is no longer there (the old Blob service
	// table's 412 LeaseNotPresentWithBlobOperation "There is currently no
	// lease on the blob.", ...ContainerOperation, 409 ...LeaseOperation,
	// 412 LeaseLost "A lease ID was specified, but the lease for the
	// blob/container has expired."): no one holds it to wait out; the
	// step's belief that it holds the lease is false (held-out set 1439).
	"LeaseNotPresentWithBlobOperation":      {premise, false, modeFixed, "is no lease on the blob where the call named one: the lease the plan held has ended"},
	"LeaseNotPresentWithContainerOperation": {premise, false, modeFixed, "is no lease on the container where the call named one: the lease the plan held has ended"},
	"LeaseNotPresentWithLeaseOperation":     {premise, false, modeFixed, "is no lease to renew, change or release: the lease the plan held has ended"},
	"LeaseLost":                             {premise, false, modeFixed, "is a lease the call named that has expired: acquire a new one and replan"},
	// A blob at its block cap (409 BlockCountExceedsLimit, "The committed
	// block count cannot exceed the maximum limit of 50,000 blocks.", and
	// the uncommitted 100,000): the blob holds as many blocks as it may,
	// a count held, not an argument nor a lock (set 1439).
	"BlockCountExceedsLimit": {premise, false, modeFixed, "is a blob that holds as many blocks as it may: commit, or write a new blob"},
	// An account still being made (common-rest-api-error-codes 409
	// AccountBeingCreated "The specified account is in the process of
	// being created."; the resource provider's StorageAccountBeingCreated
	// and StorageAccountOperationInProgress): a passing state, as
	// ContainerBeingDeleted's, so a wait (set 1439).
	"AccountBeingCreated":               {transient, false, modeFixed, "is a storage account still being created: wait until it is ready"},
	"StorageAccountBeingCreated":        {transient, false, modeFixed, "is a storage account still being created: wait until it is ready"},
	"StorageAccountOperationInProgress": {transient, false, modeFixed, "is a write to the storage account still in progress: wait for it to finish"},
	// Azure Storage 409s that are not an existing resource
	// (blob-service-error-codes; set 403): a blob with snapshots deleted
	// without x-ms-delete-snapshots, a tier or size argument the content
	// does not fit, an incremental copy the call shapes wrongly, are the
	// call's arguments; a destination recreated since the last snapshot
	// breaks the incremental chain the plan rests on.
	"SnapshotsPresent":                    {invalid, false, modeFixed, "is a blob with snapshots deleted without x-ms-delete-snapshots: add the header"},
	"BlobTierInadequateForContentLength":  {invalid, false, modeFixed, "is a tier too small for the content: choose a larger tier"},
	"ContentLengthLargerThanTierLimit":    {invalid, false, modeFixed, "is content larger than the tier allows: choose a larger tier"},
	"IncrementalCopySourceMustBeSnapshot": {invalid, false, modeFixed, "is an incremental copy whose source is not a snapshot: name a snapshot"},
	"BlobOverwritten":                     {premise, false, modeFixed, "is a blob recreated since the previous snapshot: the incremental chain is broken, copy in full"},

	// OpenAI's batch request output error "batch_cancelled: The batch was
	// cancelled before this request executed" (Batch API reference), as
	// Anthropic's canceled result (llm.go anthropicBatchResult, set 89):
	// the request never ran because someone stopped its batch.
	// GoCardless's error type for an act on an object in the wrong state
	// ("Mandate is failed, cancelled or expired"; set 397).
	"invalid_state":   {premise, false, modeInvalid, "is an object in a state that does not allow the act"},
	"batch_cancelled": {premise, false, modeFixed, "is a request whose batch was cancelled before it ran: decide again whether it is still wanted"},
	"batch_canceled":  {premise, false, modeFixed, "is a request whose batch was canceled before it ran: decide again whether it is still wanted"},

	// OSRM's response codes (project-osrm.org/docs/v5 "Responses"), which
	// Mapbox's Directions, Optimization and Map Matching APIs send as
	// their own "code" (set 607). NoRoute and NoTrips state that the
	// places are not connected for this profile (Mapbox: "Check for
	// impossible routes (e.g. routes over oceans without ferry
	// connections)"): a fact about the world the plan assumed, premise,
	// replan with another mode or destination (the lead, after sets 789 and
	// 1313: seven blind labels premise, one ambiguous). Google's
	// ZERO_RESULTS status keeps its empty-result reading (17 blind labels
	// ambiguous). A coordinate that snaps to no road ("Check for
	// coordinates that are too far away from a road") and a profile that
	// does not exist are the call's arguments, under any status.
	"NoRoute":         {premise, false, modeFixed, "states that no route connects the coordinates for this profile: replan with another mode or destination"},
	"NoTrips":         {premise, false, modeFixed, "states that no trip connects the coordinates for this profile: replan with another mode or destination"},
	"NoSegment":       {invalid, false, modeFixed, "is a coordinate that snaps to no road segment: move it or widen its radius"},
	"ProfileNotFound": {invalid, false, modeFixed, "names a routing profile that does not exist: fix the call"},
	// Expo push service's request errors (docs.expo.dev
	// push-notifications/sending-notifications "Request errors"): the
	// whole request is refused for its shape, whatever its 400 or a
	// client's missing status says. Messages for tokens of more than one
	// project in one request, over 100 messages, or over 1000 receipt ids:
	// split the request; no wait changes it (set 1511).
	"PUSH_TOO_MANY_EXPERIENCE_IDS": {invalid, false, modeFixed, "is a request mixing tokens of different projects: send one request per project"},
	"PUSH_TOO_MANY_NOTIFICATIONS":  {invalid, false, modeFixed, "is a request over 100 messages: split it"},
	"PUSH_TOO_MANY_RECEIPTS":       {invalid, false, modeFixed, "is a receipts request over 1000 ids: split it"},
	// APNs reasons (Apple's "Handling notification responses from APNs").
	// TopicDisallowed comes under 400 but is no fault in the request's
	// shape: "Pushing to this topic is not allowed", the certificate or
	// key the provider holds may not push to that topic (held-out set
	// 768): denied, as a 403.
	"TopicDisallowed": {denied, false, modeFixed, "is a topic the provider's certificate or key may not push to"},
	// Two more whose status misleads (held-out set 1352): BadPath comes
	// under 404 but is the caller's malformed :path ("The request
	// contained a bad :path value."), no resource that is missing; and
	// IdleTimeout comes under 400 but faults nothing in the request
	// ("Idle time out."): the HTTP/2 connection sat idle, reconnect and
	// send again.
	"BadPath":     {invalid, false, modeFixed, "is a request :path APNs cannot read: fix the path (/3/device/<token>)"},
	"IdleTimeout": {transient, false, modeFixed, "is an APNs connection closed for idling: reconnect and send again"},
}

// serviceCode decides by a JSON API's code or type.
func serviceCode(c *ctx, code, text string) (Result, bool) {
	if r, ok := shipEngineCode(c, code, text); ok { // shipengine.go (set 1694)
		return r, true
	}
	if r, ok := canonicalStatusDetail(c, code, text); ok {
		return r, true
	}
	if r, ok := ascCode(code, text); ok { // asccode.go
		return r, true
	}
	if r, ok := cfTitle(c, code, text); ok { // cloudfoundry.go (set 1582)
		return r, true
	}
	if cr, ok := postgrestCodes[code]; ok { // postgrest.go
		return cr.apply(c, "postgrest", code, text), true
	}
	cr, ok := serviceCodes[code]
	// An application's reason code in upper snake case spells a shared
	// code ("INSUFFICIENT_FUNDS" in an Express or Spring app's 422 body,
	// as Stripe's insufficient_funds): read it as the lower-case key when
	// no key has the code's own spelling (set 279).
	if !ok && upperSnake(code) {
		if lc, found := serviceCodes[strings.ToLower(code)]; found {
			code, cr, ok = strings.ToLower(code), lc, true
		}
	}
	// Nylas v3 namespaces its error types ("api.not_found_error",
	// "api.rate_limit_error", "api.partial_success_error";
	// developer.nylas.com/docs/api/errors, set 1514): the part after
	// "api." is the shared type, read as the bare key.
	if !ok && len(code) > 4 && strings.HasPrefix(code, "api.") {
		if bare, found := serviceCodes[code[4:]]; found {
			code, cr, ok = code[4:], bare, true
		}
	}
	if ok {
		r := cr.apply(c, "api", code, text)
		// OpenAI's invalid_image_url when its own fetch of the caller's
		// URL ran out of time ("Timeout while downloading <url>."): the
		// image may be fine and the host slow, a wait; after the retries
		// the ladder repairs (send the image inline). Blind sets 89, 416,
		// 457, 1118 and 1193 read it so, against sets 1 and 497.
		if (code == "invalid_image_url" || code == "failed_to_download_image") && hasFold(text, "timeout while downloading") {
			return Result{Kind: transient, Timeout: true, Code: code, Reason: "api: invalid_image_url, but the service's own download of the URL timed out: retry, then send the image inline"}, true
		}
		// A rejected grant or token whose account is disabled is the
		// account's state (Entra AADSTS50057), not the credential; so is
		// an organization, workspace or tenant that holds the account
		// switched off or suspended (Anthropic's permission_error "This
		// organization has been disabled.", set 267).
		if r.Kind == denied && disabledHolder(text) {
			r.Kind, r.Reason = premise, "api: "+code+" for a disabled account: its state, not the credential"
		}
		// A rejected grant whose message names a step the account has not
		// taken yet (Keycloak's invalid_grant "Account is not fully set
		// up", GoTrue's "Email not confirmed", Auth0's "Please verify your
		// email before logging in."): the step comes first, as Cognito's
		// UserNotConfirmedException (aws.go); the credential is right.
		if r.Kind == denied && accountStepPending(text) {
			r.Kind, r.Reason = premise, "api: "+code+", but the message names a step the account has not taken yet (set up, confirm or verify it first)"
		}
		// An app registration or a user account the tenant asked does not
		// hold (Entra AADSTS700016, AADSTS50034; tenantSetupMissing): setup
		// the plan assumed, not a grant to ask for.
		if r.Kind == denied {
			if why, ok := tenantSetupMissing(text); ok {
				r.Kind, r.Reason = premise, "api: "+code+", but "+why
			}
		}
		// An invalid_scope whose message says the request's scope
		// parameter is missing or in the wrong form for the flow (Okta's
		// "'scope' must be provided", Entra's AADSTS1002012 "must have a
		// scope value with /.default suffixed"): the argument, not a
		// scope the client was not granted (set 1171).
		// RFC 6749's invalid_scope is "invalid, unknown, malformed, or
		// exceeds the scope granted": only the last is authority, and
		// only a message that says so reads denied (SMART's "is not
		// registered for client"); an unknown or malformed scope is the
		// request's (sets 398, 605, 676, 892, 1171 against 710).
		if code == "invalid_scope" && scopeNotGranted(text) && !scopeArgMalformed(text) {
			r.Kind, r.Reason = denied, "api: invalid_scope, and the message says the scope is not granted to this client"
		}
		// expired_token is RFC 8628's device flow code; an API that
		// names an access token with it (Coinbase's errors[].id "The
		// access token expired") means a credential to refresh.
		if code == "expired_token" && hasAny(text, "access token", "access_token") && !hasFold(text, "device") {
			r.Kind, r.Reason = denied, "api: expired_token for an access token: refresh the credential"
		}
		// A grant or token refused for a time claim the caller set out
		// of range: the token is built wrong (jwtclaim.go).
		if r.Kind == denied && jwtClaimWrong(text) {
			r.Kind, r.Reason = invalid, "api: "+code+", but "+jwtClaimReason
		}
		// A code that says no more than a 403 (FORBIDDEN) is read as a
		// 403's body is: a quota, a full store or a held count in its
		// message is the reason (Pinecone's FORBIDDEN "already contains 20
		// serverless indexes, the maximum per project"; set 115).
		if r.Kind == denied && forbiddenCode(code) {
			if w, ok := matchWords(overDenied, text); ok {
				r.Kind, r.Timeout, r.Reason = w.Kind, w.Timeout, "api: "+code+", but the message says: "+w.Reason
			}
		}
		// A sign-in lockout after failed attempts lifts by itself
		// (worldstate.go), whatever denied code carries it.
		if r.Kind == denied {
			if w, ok := matchWords(lockoutWords, text); ok {
				r.Kind, r.Reason = w.Kind, "api: "+code+", but the message says: "+w.Reason
			}
		}
		// A key-reuse code whose message says the first request with the
		// key is still running (Stripe's 409 idempotency_error "another
		// in-progress request using this Idempotent Key"): its outcome is
		// pending, so the same key later returns it (endstate.go, set 623).
		if r.Kind == invalid && strings.Contains(strings.ToLower(code), "idempoten") {
			if w, ok := matchWords(endStateMatcher, text); ok && w.Kind == transient {
				r.Kind, r.Reason = transient, "api: "+code+", but the message says: "+w.Reason
			}
		}
		// A missing object that exists in the other mode of the key
		// (Stripe resource_missing "... but a test mode key was used"):
		// not in this mode, premise as the code reads (stripe.go).
		if r.Kind == premise && keyModeMismatch(text) {
			r.Reason = "api: " + code + ": " + keyModeReason
		}
		return r, true
	}
	if cr, ok := googleReasons[code]; ok {
		if r, ok := nameExistsPrecondition(code, text); ok {
			return r, true
		}
		return cr.apply(c, "reason", code, text), true
	}
	// A scope the token lacks is denied whoever names it (OAuth
	// insufficient_scope, Google ACCESS_TOKEN_SCOPE_INSUFFICIENT, GitHub
	// INSUFFICIENT_SCOPES, Slack missing_scope).
	if hasFold(code, "scope") && strings.IndexByte(code, ' ') < 0 {
		return Result{Kind: denied, Code: code, Reason: "api: " + code + " is a scope the token was not granted"}, true
	}
	// Stripe's payment_intent_unexpected_state, setup_intent_unexpected_state,
	// ...: the object is not in the state the plan assumed (already
	// succeeded, canceled, still processing); new arguments will not move it.
	if strings.HasSuffix(code, "_unexpected_state") {
		// The state is the one the refused act itself makes ("You cannot
		// confirm this PaymentIntent because it has already succeeded"):
		// the payment the step was to make is there (sets 281, 445 and
		// 465, blind): conflict, as alreadyAgain reads it anywhere.
		if alreadyAgain(text) {
			return Result{Kind: conflict, Code: code, Reason: "api: " + code + ": " + alreadyAgainReason}, true
		}
		return Result{Kind: premise, Code: code, Reason: "api: " + code + ": the object is not in the state the call assumed"}, true
	}
	// A code that calls the arguments incompatible with each other or
	// with the object (Stripe's payment_intent_incompatible_payment_method,
	// "expected a payment method with different properties than what was
	// provided"): the call sent the wrong thing, not the account's
	// billing, though its words name a payment method (set 369).
	if hasFold(code, "incompatible") && strings.IndexByte(code, ' ') < 0 {
		return Result{Kind: invalid, Code: code, Reason: "api: " + code + ": the arguments do not fit each other or the object"}, true
	}
	// A *_not_found code whose message says the missing thing is what
	// the caller's own token names (Supabase Auth session_not_found
	// "Invalid Refresh Token: No Valid Session Found", "Session from
	// session_id claim in JWT does not exist"; refresh_token_not_found;
	// set 1372): the session was ended or revoked, so the credential the
	// agent holds is dead: denied, someone signs in again. A session or
	// object the call names by id stays premise (snakeShape).
	if strings.HasSuffix(code, "_not_found") && hasAny(text, "refresh token", "claim in jwt", "jwt does not") {
		return Result{Kind: denied, Code: code, Reason: "api: " + code + ", but what is missing is what the caller's own token names (its session ended or was revoked): sign in again"}, true
	}
	// A code saying the caller's own account is banned (Supabase Auth
	// user_banned "User is banned" under 400, whose docs say no further
	// requests should be attempted until banned_until clears; set 1776):
	// denied, whatever the status. A code saying the target is already
	// banned (Twitch already_banned) is the act done before: conflict.
	if callerBannedCode(code) {
		return Result{Kind: denied, Code: code, Reason: "api: " + code + ": the caller's account is banned: hand back"}, true
	}
	// A credential the service does not know, under the 401 that says
	// it was the call's own (Apify token-not-found; credshape.go
	// credentialNotFound; set 1604): denied, where snakeShape reads any
	// other *_not_found as a missing object.
	if c.status == 401 && credentialNotFound(code) {
		return Result{Kind: denied, Code: code, Reason: "api: " + code + " under 401: the credential the call presented is unknown to the service"}, true
	}
	if cr, ok := snakeShape(code); ok { // stated.go
		return cr.apply(c, "api", code, text), true
	}
	if persistedQueryCode(code) { // relayed.go
		return Result{Kind: invalid, Code: code, Reason: "api: " + code + ": send the full query text, not its hash alone"}, true
	}
	if sc, ok := kebabCode(code); ok { // relayed.go
		if r, ok := serviceCode(c, sc, text); ok {
			r.Code = code
			return r, true
		}
	}
	if sc, ok := scrapflyCode(code); ok { // relayed.go (set 1604)
		if r, ok := serviceCode(c, sc, text); ok {
			r.Code = code
			return r, true
		}
	}
	if r, ok := dottedOutcomeCode(code); ok { // dottedcode.go (set 1612)
		return r, true
	}
	return Result{}, false
}

// slackCodes are the Slack Web API's documented {"ok":false,"error":...}
// codes; Slack answers HTTP 200 for all of them.
var slackCodes = map[string]rung.Kind{
	// Authority.
	"invalid_auth": denied, "not_authed": denied, "account_inactive": denied,
	"token_revoked": denied, "token_expired": denied, "no_permission": denied,
	"missing_scope": denied, "not_allowed_token_type": denied, "ekm_access_denied": denied,
	"access_denied": denied, "team_access_not_granted": denied,
	// The app is not a member of the channel it acts in: the channel's
	// membership grants the right, and the app lacks it until someone
	// invites it (or it joins, with channels:join). The blind sets label
	// it denied 8 to 1 (281, 406, 433, 444, 458, 466, 478, 482 against
	// 320); the earlier premise lines were labelled from the taxonomy.
	"not_in_channel": denied,
	// "The workspace is undergoing an enterprise migration and will not be
	// available until migration is complete."
	"org_login_required": transient,
	"restricted_action":  denied, "restricted_action_read_only_channel": denied,
	// A channel's threading rule ("Cannot post top-level messages into a
	// thread-only channel.", "Cannot post thread replies into a
	// non_threadable channel."): the same post with thread_ts added or
	// dropped succeeds, a call to repair (blind sets 367 and 1246).
	"restricted_action_thread_only_channel": invalid, "restricted_action_non_threadable_channel": invalid,
	"is_bot": denied, "user_is_bot": denied, "two_factor_setup_required": denied,
	"enterprise_is_restricted": denied, "accesslimited": denied, "not_authorized": denied,
	"cant_update_message": denied, "cant_delete_message": denied, "cant_delete_file": denied,
	"posting_to_general_channel_denied": denied, "user_is_restricted": denied,
	"action_prohibited": denied,
	// #general holds every member and cannot be archived or left: a rule no
	// role lifts, so the call names the wrong channel, as cant_kick_self
	// (api.slack.com/methods/conversations.archive, conversations.kick; set 50).
	"cant_kick_from_general": invalid, "cant_archive_general": invalid,
	"invalid_token": denied, "no_scope": denied, "user_is_ultra_restricted": denied,
	// Time.
	"ratelimited": transient, "rate_limited": transient,
	"internal_error": transient, "service_unavailable": transient,
	// "The server could not complete your operation(s) without
	// encountering a catastrophic error. It's possible some aspect of the
	// operation succeeded before the error was raised" (api.slack.com/
	// methods): the call did not work, so it is no unusable result
	// (DESIGN's ambiguous); a part that may have landed is the attempt's
	// Effect, which the decision core guards with replay and idempotency
	// keys. The lead's ruling after blind sets 7, 424, 444, 470, 484, 495,
	// 618 and 977 against 95, 320, 518 and 531 (it was ambiguous before).
	"fatal_error": transient,
	// "The method was called via a POST request, but the POST data was either
	// missing or truncated": the request, not the time.
	"request_timeout":   invalid,
	"team_added_to_org": transient, "message_limit_exceeded": transient,
	"external_channel_migrating": transient,
	// Already so.
	"already_reacted": conflict, "name_taken": conflict, "already_in_channel": conflict,
	"already_archived": conflict, "already_pinned": conflict, "already_starred": conflict,
	"already_exists": conflict, "already_member": conflict, "already_in_team": conflict,
	"already_invited": conflict, "user_already_deleted": conflict, "not_archived": conflict,
	"no_reaction": conflict, "not_pinned": conflict, "not_starred": conflict,
	// pins.remove "no_pin: The specified item is not pinned to the
	// channel": not_pinned in pins.remove's own spelling, the undo finding
	// the state already undone (set 392).
	"no_pin": conflict,
	// dnd.endSnooze "snooze_not_active: Snooze is not active.": the undo
	// finds the state already undone, as not_archived, not_pinned (set 199).
	"snooze_not_active":    conflict,
	"already_in_usergroup": conflict, "already_a_member": conflict, "name_already_exists": conflict,
	// Missing or in the wrong state.
	// users.lookupByEmail's "users_not_found" is a search by an attribute
	// that found no one: the call worked and brought nothing, as Google's
	// ZERO_RESULTS (the Slack lookup ruling, sets 350 and 356).
	"users_not_found":   ambiguous,
	"channel_not_found": premise, "user_not_found": premise,
	"message_not_found": premise, "thread_not_found": premise, "file_not_found": premise,
	"file_deleted": premise, "team_not_found": premise, "bot_not_found": premise,
	"no_such_subteam": premise, "is_archived": premise, "channel_is_archived": premise,
	"edit_window_closed": premise, "user_disabled": premise, "not_found": premise,
	"is_inactive": premise, "user_not_in_channel": premise, "file_uploads_disabled": premise,
	"paid_only": premise, "team_not_on_enterprise": premise, "too_many_reactions": premise,
	"too_many_pins": premise, "channel_archived": premise, "user_is_deactivated": premise,
	"subteam_not_found": premise, "app_not_found": premise, "view_not_found": premise,
	"workflow_not_found": premise, "canvas_not_found": premise, "external_teams_not_allowed": premise,
	// Enterprise Grid admin methods on a workspace that is not on it, and
	// a file not shared where the call acts (sets 369, 392).
	"not_an_enterprise": premise, "file_not_shared": premise,
	// Slack Connect's file-link sharing switched off by an admin (set 405).
	"slack_connect_file_link_sharing_blocked": denied,
	// The call is wrong.
	"msg_too_long": invalid, "no_text": invalid, "invalid_blocks": invalid,
	// pins.add on a message of a type that cannot be pinned (set 392).
	"not_pinnable":          invalid,
	"invalid_blocks_format": invalid, "invalid_attachments": invalid, "too_many_attachments": invalid,
	"invalid_arguments": invalid, "invalid_arg_name": invalid, "invalid_array_arg": invalid,
	"invalid_charset": invalid, "invalid_form_data": invalid, "invalid_post_type": invalid,
	"missing_post_type": invalid, "invalid_json": invalid, "json_not_object": invalid,
	"invalid_name": invalid, "invalid_name_maxlength": invalid, "invalid_name_required": invalid,
	"invalid_name_specials": invalid, "invalid_name_punctuation": invalid, "invalid_ts_latest": invalid,
	"invalid_ts_oldest": invalid, "invalid_timestamp": invalid, "invalid_metadata_format": invalid,
	"invalid_metadata_schema": invalid, "metadata_too_large": invalid, "invalid_cursor": invalid,
	"invalid_limit": invalid, "too_many_users": invalid, "no_user": invalid, "invalid_users": invalid,
	"bad_timestamp": invalid, "upgrade_required": invalid, "request_too_large": invalid,
	"time_in_past": invalid, "time_too_far": invalid, "invalid_time": invalid, "too_long": invalid,
	"ura_max_channels": premise, "compliance_exports_prevent_deletion": premise,
	// files.upload "storage_limit_reached": the workspace's storage is
	// used up; a plan's quota, not a rate (set 495).
	"storage_limit_reached": premise,
	// "feature_not_enabled": the workspace has not turned the feature on
	// (an admin setting or a plan), as "not enabled" reads under 403 and
	// 503 elsewhere (sets 233, 598): the workspace's state (set 1057).
	"feature_not_enabled": premise,
	"no_item_specified":   invalid, "missing_argument": invalid, "missing_file_data": invalid,
	"cant_invite_self": invalid, "cant_kick_self": invalid,
	// reactions.add "too_many_emoji: The limit for distinct reactions ...
	// on the item has been reached": the item's count, as too_many_pins;
	// chat.scheduleMessage "restricted_too_many: ... more than 30 messages
	// in a 5 minute window": a window, not a permission; conversations.open
	// "not_enough_users: Needs at least 2 users": the call's list.
	"too_many_emoji": premise, "restricted_too_many": transient, "not_enough_users": invalid,
	// conversations.create "too_many_convos_for_team: The workspace has
	// exceeded its limit of public and private channels." and
	// "too_many_convos_for_app_on_team: This app has exceeded its
	// per-workspace limit of public and private channels.": a count the
	// workspace or app holds, not the call's list (set 1399; teamHeldCount).
	"too_many_convos_for_team": premise, "too_many_convos_for_app_on_team": premise,
	"method_deprecated": invalid, "deprecated_endpoint": invalid, "unknown_method": invalid,
	"method_not_supported_for_channel_type": invalid, "invalid_channel": invalid,
	"cannot_reply_to_message": invalid, "invalid_thread_ts": invalid, "duplicate_message_not_found": premise,
	"invalid_presence": invalid, "invalid_trigger": invalid, "invalid_url": invalid,
	// Set 1246, each by its method's own Errors table (api.slack.com/methods):
	// chat.update "streaming_state_conflict: The message is currently
	// streaming text and cannot be edited" (busy now, not a create conflict);
	// conversations.join "too_many_members: ... No more users can join the
	// channel" and reactions.add "thread_locked" (the target's count and
	// state, as too_many_pins); invitee_cant_see_channel (the channel is not
	// shared to the invitee's workspace) and admin.usergroups.addChannels
	// usergroup_not_linked_to_team (setup missing); reminders.add
	// "cannot_add_others: Guests can't set reminders for other team members"
	// and conversations.history channel_is_limited_access ("The user has no
	// access to the channel"): authority, before cant_/limit spellings;
	// name_taken_in_org and chat.postMessage draft_already_sent: done
	// already; markdown_text_conflict (two arguments that exclude each
	// other), chat.update block_mismatch, reminders.add cannot_parse,
	// files.completeUploadExternal "channels_limit_exceeded: ... A maximum of
	// 100 channels is allowed per request" and files.getUploadURLExternal
	// "file_upload_size_restricted: The size of provided file is too large":
	// the call's arguments.
	"streaming_state_conflict": transient, "too_many_members": premise, "thread_locked": premise,
	"invitee_cant_see_channel": premise, "usergroup_not_linked_to_team": premise,
	"cannot_add_others": denied, "channel_is_limited_access": denied,
	"name_taken_in_org": conflict, "draft_already_sent": conflict,
	"markdown_text_conflict": invalid, "block_mismatch": invalid, "cannot_parse": invalid,
	"channels_limit_exceeded": invalid, "file_upload_size_restricted": invalid,
}

// oversizeMatcher reads worldstate.go's oversizeWords (the request, or
// what it asks for, larger than the endpoint takes or serves) under a
// status that would otherwise say authority (403).
var oversizeMatcher = newMatcher(oversizeWords)

func matches(m *matcher, s string) bool {
	_, ok := m.find(s)
	return ok
}

// staleToken reports a snake_case code for an optimistic-lock token that
// no longer matches (Slack hash_conflict; version_conflict,
// revision_mismatch, etag_mismatch elsewhere): the object changed since
// the caller read the token; re-read it and send again.
func staleToken(code string) bool {
	return hasAny(code, "hash", "version", "revision", "etag", "fingerprint") && hasAny(code, "conflict", "mismatch", "stale")
}

// privilegedTarget reports a snake_case code naming a role the target
// holds that the caller may not act on (Slack cannot_update_admin_user,
// cant_kick_owner): a permission, though cant_/cannot_ otherwise reads as
// a call the method refuses.
func privilegedTarget(code string) bool {
	return (strings.HasPrefix(code, "cant_") || strings.HasPrefix(code, "cannot_")) && hasAny(code, "admin", "owner")
}

// alreadyUndone reports a snake_case code saying the target is not in the
// state an undo removes (channel_not_archived, message_not_pinned,
// file_not_starred): the undo's end state already holds.
func alreadyUndone(code string) bool {
	for _, s := range []string{"_not_archived", "_not_pinned", "_not_starred", "_not_muted", "_not_snoozed"} {
		if strings.HasSuffix(code, s) {
			return true
		}
	}
	return false
}

// teamHeldCount reports a snake_case too_many_ code whose count is held by
// the workspace, team, org or app rather than carried in the call
// (conversations.create too_many_convos_for_team,
// too_many_convos_for_app_on_team): a stock the plan assumed room in, which
// no edit of this call's arguments frees, as too_many_pins and
// too_many_members; too_many_attachments and too_many_users count the
// call's own list and stay invalid (set 1399).
// heldLimitCode reads a code "<thing>_limit_reached" for a count the
// account or workspace holds (Slack's storage_limit_reached, seat_limit_reached;
// an ATS's candidate_limit_reached under 403, set 1648), not a per-request
// or per-window limit (request_limit_reached, set 495).
func heldLimitCode(code string) bool {
	return strings.HasSuffix(code, "_limit_reached") && !hasAny(code, "request", "call", "message", "post", "minute", "hour", "second", "rate")
}

func teamHeldCount(code string) bool {
	if !strings.HasPrefix(code, "too_many_") {
		return false
	}
	for _, s := range []string{"_for_team", "_on_team", "_for_workspace", "_in_workspace", "_on_workspace", "_for_org", "_in_org", "_for_enterprise", "_for_app", "_per_team", "_per_workspace"} {
		if strings.Contains(code, s) {
			return true
		}
	}
	return false
}

func slackError(code string) (Result, bool) {
	// A sentence is no Slack code: the same {"ok":false,"error":...}
	// shape relays another service's message (an OpenRouter or provider
	// error behind a gateway, set 1193), which the wording rules read.
	if code == "" || strings.IndexByte(code, ' ') >= 0 {
		return Result{}, false
	}
	if k, ok := slackCodes[code]; ok {
		r := Result{Kind: k, Code: code, Reason: "slack: " + code + " is " + k.String()}
		return r, true
	}
	// Undocumented or new codes: Slack's naming is regular.
	var k rung.Kind
	switch {
	// A code naming the team's plan (free_team_not_allowed, paid_only):
	// the account's state, before "not_allowed" reads as authority.
	case strings.HasPrefix(code, "free_") || strings.HasPrefix(code, "paid_") || strings.HasSuffix(code, "_plan"):
		k = premise
	// expired_trigger_id: a handle Slack gave out has lapsed.
	case strings.HasPrefix(code, "expired_"):
		k = premise
	// A feature the app or workspace has not switched on (views.publish
	// "not_enabled: ... the Home tab isn't enabled for the app"), as the
	// table's feature_not_enabled: the setup, not the call (set 1246). A
	// credential or scope "not enabled" stays with the authority spellings.
	case (code == "not_enabled" || strings.HasSuffix(code, "_not_enabled")) && !hasAny(code, "auth", "token", "scope", "permission"):
		k = premise
	// Slack's own write failing (chat.update "update_failed: Internal update
	// failure.", files.completeUploadExternal "file_update_failed: Failure
	// occurred when attempting to update the file."): nothing in the call or
	// the world proved false (set 1246).
	case strings.HasSuffix(code, "update_failed"):
		k = transient
	// An undo that finds the state already undone (admin.conversations.unarchive
	// channel_not_archived: "The passed channel is not currently archived"),
	// as the table's not_archived, not_pinned, not_starred: what the step
	// was to bring about already holds (set 369).
	case alreadyUndone(code):
		k = conflict
	// A role the caller does not hold (admin.users.invite not_an_admin:
	// "only accessible by org owners and Admins"): authority (set 369).
	case (strings.HasPrefix(code, "not_an_") || strings.HasPrefix(code, "not_a_")) && hasAny(code, "admin", "owner"):
		k = denied
	// An account or workspace held in a state (account_suspended,
	// workspace_deactivated, as account_inactive): no call gets past it
	// until the holder acts, as the 401 and denied-code holder rulings
	// read "suspended" and "deactivated" (set 380).
	case strings.HasSuffix(code, "not_found") || strings.Contains(code, "deleted") || strings.Contains(code, "archived") || strings.Contains(code, "disabled") || strings.Contains(code, "inactive") ||
		strings.Contains(code, "suspended") || strings.Contains(code, "deactivated"):
		k = premise
	// A version token Slack hands out to be echoed back (views.update
	// hash_conflict: "the provided hash doesn't match the current stored
	// value"): the view changed since it was read; read it again and send
	// the update with the new hash: the stale-copy ruling (staleref.go).
	case staleToken(code):
		k = premise
	// An object outside the state the method needs (chat.appendStream
	// message_not_in_streaming_state: the stream was already stopped):
	// the world, not the call (set 1083).
	case strings.Contains(code, "not_in_") && strings.HasSuffix(code, "_state"):
		k = premise
	// A batch that failed for some of its items (admin.conversations.invite
	// failed_for_some_users, with the per-user reasons beside it): the
	// others went through, so neither a retry nor a skip of the whole
	// call is right: the partial-success ruling (set 1079).
	case strings.Contains(code, "_for_some_"):
		k = ambiguous
	// duplicate_external_id (views.open: "the given external_id has
	// already be used"): what the step would create exists.
	case strings.HasPrefix(code, "already_") || strings.HasSuffix(code, "_taken") || strings.HasSuffix(code, "_exists") || strings.HasPrefix(code, "duplicate_"):
		k = conflict
	// A user of a role the caller cannot act on (users.profile.set
	// cannot_update_admin_user: "Only a primary owner can update the
	// profile of an admin"): authority, before cant_/cannot_ read as a
	// wrong call.
	case privilegedTarget(code):
		k = denied
	// oauth.v2.access bad_client_secret, invalid_client_id: a credential
	// refused, before bad_/invalid_ read as a wrong call (credshape.go).
	case credentialCode(code) && !redirectMismatchCode(code):
		k = denied
	// The token's kind (a bot where a user is needed) is its authority.
	case strings.Contains(code, "auth") || strings.Contains(code, "token") || strings.Contains(code, "permission") || strings.Contains(code, "is_bot") || strings.HasSuffix(code, "_not_visible") ||
		strings.Contains(code, "restricted") || strings.Contains(code, "denied") || strings.Contains(code, "not_allowed") || strings.Contains(code, "scope"):
		k = denied
	case strings.Contains(code, "rate") || strings.Contains(code, "limit_exceeded"):
		k = transient
	// An allowance of the account or workspace used up (files.upload
	// storage_limit_reached: "There is not enough storage space remaining
	// on this workspace for this upload"; seat_limit_reached,
	// workspace_quota_exceeded): a held count that waiting does not free,
	// as the quota rows read it; a per-request or per-message window
	// (request_limit_reached) is not read here (set 495).
	case heldLimitCode(code) || strings.Contains(code, "quota"):
		k = premise
	// A count the workspace or app holds is used up (too_many_*_for_team,
	// *_for_app, *_on_workspace): before too_many_ reads as the call's list.
	case teamHeldCount(code):
		k = premise
	case strings.HasPrefix(code, "invalid_") || strings.HasPrefix(code, "missing_") || strings.HasPrefix(code, "bad_") ||
		strings.HasPrefix(code, "too_many_") || strings.HasPrefix(code, "not_enough_") || strings.HasPrefix(code, "no_") || strings.HasSuffix(code, "_too_long") ||
		strings.HasSuffix(code, "_too_large") || strings.HasPrefix(code, "cant_") || strings.HasPrefix(code, "cannot_") ||
		strings.HasSuffix(code, "_not_supported") || strings.HasSuffix(code, "_unsupported"):
		k = invalid
	// A type the endpoint does not take (unsupported_event_type,
	// unknown_event_type, unsupported_media_type): the call's argument.
	case strings.HasPrefix(code, "unsupported_") || strings.HasPrefix(code, "unknown_") && strings.HasSuffix(code, "_type"):
		k = invalid
	// The same {"ok":false,"error":code} shape from software other than
	// Slack (a webhook receiver) often carries a shared vocabulary's code
	// (OAuth's temporarily_unavailable): read it there (set 191).
	case serviceCodes[code].mode == modeFixed && serviceCodes[code].what != "":
		k = serviceCodes[code].kind
	default:
		return Result{Kind: unk, Code: code, Reason: "slack: unrecognised error code " + code}, true
	}
	return Result{Kind: k, Code: code, Reason: "slack: " + code + " reads as " + k.String()}, true
}

// k8sStatus decides by a Kubernetes Status reason (k8s.io/apimachinery
// metav1.StatusReason), from a JSON Status body or kubectl's "Error from
// server (Reason)".
// k8sForbidden refines a Kubernetes Forbidden whose message is not about
// authority: admission refusing the object as written (Pod Security, a
// validating webhook, a ResourceQuota or LimitRange rule: fix the spec), or
// the cluster lacking what it needs (a service account, a storage class
// that can resize).
func k8sForbidden(msg string) (Result, bool) {
	switch {
	// ResourceQuota admission before the quota controller has computed the
	// quota's usage ("status unknown for quota: q, resources: requests.cpu";
	// apiserver resourcequota controller.go hasUsageStats): nothing is
	// spent yet, the status fills in shortly (set 1234).
	case hasFold(msg, "status unknown for quota"):
		return Result{Kind: transient, Reason: "the quota's usage is not computed yet: try again shortly"}, true
	// LimitRange (plugin/pkg/admission/limitranger) words its min/max rules
	// "<min|max> <res> usage per <Container|Pod|PersistentVolumeClaim> is X,
	// but <request|limit> is Y" and its ratio rule "<res> max limit to
	// request ratio per <type> is X, but ..." (set 244).
	case hasAny(msg, "must specify limits", "must specify requests", "usage per container", "usage per pod",
		"usage per persistentvolumeclaim", "limit to request ratio per "):
		return Result{Kind: invalid, Reason: "the pod spec breaks a quota's or LimitRange's rule: fix the spec"}, true
	case adminOnlyAdmission(msg):
		return Result{Kind: denied, Reason: "an admission policy keeps the object for an administrator to change"}, true
	case admissionPolicy(msg):
		return Result{Kind: invalid, Reason: "an admission policy refuses the object as written: fix the spec"}, true
	case hasAny(msg, "only dynamically provisioned pvc can be resized", "must support resize"):
		return Result{Kind: premise, Reason: "the storage class cannot do it"}, true
	// A "not found" whose subject is the caller's own token (Consul's
	// "rpc error making call: ACL not found" under a 403) is the authority
	// gone, not a missing dependency (set 741; stated.go credentialMissing).
	case (hasFold(msg, "not found") || k8sNoneFound(msg)) && !callerRefused(msg) && !permissionFirstHedge(msg) && !credentialMissing(msg):
		return Result{Kind: premise, Reason: "something it refers to (a service account, a RuntimeClass) does not exist"}, true
	}
	return Result{}, false
}

// callerRefused reports a 403 body that says the caller may not do the act,
// whatever else it names as not found: the "not found" there is what would
// have granted the authority, not what the call needs. Kubernetes RBAC
// appends the missing role to the denial (plugin/pkg/auth/authorizer/rbac:
// `User "x" cannot list resource "pods" ...: RBAC: role.rbac.authorization.k8s.io
// "reader" not found`); Azure's RBAC denials (Key Vault, ARM) list
// "Assignment: (not found)" under "Caller is not authorized to perform
// action on resource" (set 140). Denied, not a missing dependency.
func callerRefused(msg string) bool {
	return hasAny(msg, "is not authorized to perform", "does not have authorization to perform") ||
		(hasFold(msg, "\" cannot ") && hasAny(msg, " resource \"", ` resource \"`)) // the JSON Status's message may still be escaped
}

// admissionPolicy reports whether a Kubernetes Forbidden is an admission
// policy refusing the object (Pod Security, a validating webhook such as
// Gatekeeper or Kyverno): the spec must change, not the authority.
func admissionPolicy(msg string) bool {
	return hasFold(msg, "violates podsecurity") ||
		(hasFold(msg, "admission webhook") && hasFold(msg, "denied the request") && !hasAny(msg, "not authorized", "unauthorized", "permission")) ||
		// A ValidatingAdmissionPolicy's own refusal ("ValidatingAdmissionPolicy
		// 'p' with binding 'b' denied request: failed expression: ...", its
		// message or messageExpression), which the API server sends as
		// Forbidden unless the validation names reason Invalid (set 1800).
		// A binding that cannot be configured ("denied request: failed to
		// configure binding: no params found ...") is the policy's setup
		// missing, not the object: left to the readers below. A policy's
		// own message that names the requester's authority ("alice is not
		// bound to it", "is not authorized to modify", "only members of
		// group x may") decides on request.userInfo, which no spec passes:
		// it keeps the status's reading (the review after set 1813); the
		// API server's default "failed expression:" names the object.
		(hasFold(msg, "validatingadmissionpolicy '") && hasFold(msg, "denied request") && !hasFold(msg, "failed to configure binding") &&
			(hasFold(msg, "denied request: failed expression:") || !hasAny(msg, "not authorized", "unauthorized", "permission", "not bound", "only members", "not a member", "serviceaccount:")))
}

// adminOnlyAdmission reports an admission policy (a ValidatingAdmissionPolicy
// or a validating webhook) whose refusal says the object is not the caller's
// to change and sends the caller to an administrator, as HyperShift's
// 'config' policy does for a hosted cluster's configuration ("This resource
// cannot be created, updated, or deleted. Please ask your administrator to
// modify the resource in the HostedCluster object"). No spec the caller can
// write passes it: denied, whether the server answers Forbidden or Invalid
// (set 1800). An administrator named for a quota ("ask your administrator to
// increase the quota limit") is not an admission refusal and stays premise.
func adminOnlyAdmission(msg string) bool {
	return (hasFold(msg, "validatingadmissionpolicy '") || hasFold(msg, "admission webhook")) &&
		hasAny(msg, "denied request", "denied the request") &&
		hasAny(msg, "ask your administrator", "contact your administrator", "ask your cluster administrator", "contact your cluster administrator") &&
		// The object is not the caller's to change at all (HyperShift's
		// sentence): a policy that names a fix and adds an administrator
		// only for exceptions ("The label x is required. Contact your
		// administrator if you need an exception.") keeps invalid (the
		// review after set 1813).
		hasAny(msg, "cannot be created, updated, or deleted", "to modify the resource in the", "is managed by") &&
		!hasFold(msg, "quota")
}

func k8sStatus(reason, msg string) (Result, bool) {
	var k rung.Kind
	timeout := false
	why := ""
	switch reason {
	case "AlreadyExists":
		k, why = conflict, "already exists"
		// The API server answers AlreadyExists while an object of that name
		// is still being deleted (a terminating namespace): once the
		// deletion completes, the create succeeds.
		if hasFold(msg, "object is being deleted") {
			k, why = transient, "an object of that name is still being deleted: retry once it is gone"
		}
		// The name was the server's own draw from metadata.generateName
		// (apimachinery NewGenerateNameConflict, "... already exists, the
		// server was not able to generate a unique name for the object"):
		// nothing the caller named exists; a new attempt draws a new name
		// (set 1234).
		if hasFold(msg, "not able to generate a unique name") {
			k, why = transient, "the name the server generated collided: a new attempt draws another"
		}
	case "NotFound":
		k, why = premise, "not found"
	case "Forbidden", "Unauthorized":
		k, why = denied, "no authority"
		// Pod Security admission answers Forbidden for a pod spec that
		// breaks the namespace's policy: fix the spec, not the authority.
		if r, ok := k8sForbidden(msg); ok {
			k, why = r.Kind, r.Reason
			break
		}
		// Admission refuses with Forbidden for reasons that are not
		// authority: an exhausted ResourceQuota, a terminating namespace.
		if r, ok := matchWords(overDenied, msg); ok && r.Kind != denied {
			k, why = r.Kind, "forbidden, but the message says: "+r.Reason
		}
	case "Conflict":
		// A Conflict that names no cause: the write collided with the
		// object's state (the stale-copy ruling, staleref.go).
		k, why = premise, "the object was modified since the step read it: read it again, then repeat the change"
		switch {
		case hasFold(msg, "on resourcequotas") || hasFold(msg, "is ensuring all content is removed"):
			k, why = transient, "the server's own object was busy (quota accounting, a namespace being emptied): try again"
		case hasFold(msg, "error when applying patch"):
			// kubectl apply reads the live object on each run and merges
			// into it: the same command run again carries a fresh copy.
			k, why = transient, "kubectl apply met an object modified under it: the same apply, run again, reads it afresh"
		case hasFold(msg, "the object has been modified"):
			// The Kubernetes ruling (docs/taxonomy.md): the API asks to
			// try again, client-go ships RetryOnConflict for it, and a
			// Kubernetes call reads the object afresh each time; the blind
			// sets label it transient 9 to 2.
			k, why = transient, k8sModifiedReason
		case hasFold(msg, "already exists"):
			k, why = conflict, "already exists"
		case hasFold(msg, "uid in precondition"):
			// A delete or update with a UID precondition found another
			// object under the name (etcd3 store checkPreconditions
			// "Precondition failed: UID in precondition: x, UID in object
			// meta: y"): the object the step meant is gone (set 38).
			k, why = premise, "the object under this name is a different one (its UID changed): the one the step meant is gone"
		case hasFold(msg, "resourceversion in precondition"):
			// A write guarded by the resourceVersion the step read
			// ("Precondition failed: ResourceVersion in precondition: x,
			// ResourceVersion in object meta: y"): a compare-and-swap whose
			// version moved on, the stale-copy ruling; the same guard fails
			// every time until the object is read again (set 1234).
			k, why = premise, "the object changed since the version the step's precondition names: read it again, then decide"
		case hasFold(msg, "apply failed with"):
			// Server-side apply: another field manager owns the fields;
			// retrying changes nothing until ownership is settled.
			k, why = premise, "server-side apply conflict: another field manager owns these fields"
		}
	case "Invalid", "BadRequest", "MethodNotAllowed", "NotAcceptable", "UnsupportedMediaType", "RequestEntityTooLarge":
		k, why = invalid, "the request is wrong"
		if r, ok := k8sObjectPhase(msg); ok { // standing.go
			k, why = r.Kind, r.Reason
			break
		}
		if adminOnlyAdmission(msg) {
			k, why = denied, "an admission policy keeps the object for an administrator to change"
			break
		}
		// Logs or exec of a container that has not started yet; one whose
		// image cannot be pulled will not start by waiting.
		if hasAny(msg, "failing to pull image", "imagepullbackoff", "errimagepull") {
			k, why = premise, "the container's image cannot be pulled"
			break
		}
		// Logs or exec of a pod with several containers and none named:
		// "a container name must be specified for pod x, choose one of:
		// [app istio-proxy]". The call reached a pod that holds several
		// where it assumed one, and the server lists them to choose from:
		// several matches (sets 424 and 445, blind, against set 6).
		if hasFold(msg, "choose one of: [") && strings.Contains(msg[indexFold(msg, "choose one of: [")+len("choose one of: ["):], " ") {
			k, why = ambiguous, "the pod holds several containers and the call named none: choose one of those listed"
			break
		}
		if hasAny(msg, "is waiting to start", "containercreating", "podinitializing") {
			k, why = transient, "the container has not started yet"
			break
		}
		// A CustomResourceDefinition update that drops a version objects
		// are still stored at ("status.storedVersions[0]: Invalid value:
		// \"v1alpha1\": must appear in spec.versions"): the manifest is the
		// wanted one; the objects stored at that version must be migrated
		// first (set 1234).
		if hasFold(msg, "storedversions") && hasFold(msg, "must appear in spec.versions") {
			k, why = premise, "objects are still stored at the version the update drops: migrate them first"
			break
		}
		// A field error of type Forbidden ("spec...: Forbidden: field can
		// not be less than previous value") is about the object as
		// written, not the caller's authority.
		if hasFold(msg, "forbidden:") {
			break
		}
		if r, ok := overInvalidText(msg); ok && r.Kind != invalid {
			k, why = r.Kind, r.Reason
		}
	case "TooManyRequests", "ServiceUnavailable":
		k, why = transient, "retry later"
	case "Timeout", "ServerTimeout":
		k, timeout, why = transient, true, "timeout"
	case "Gone", "Expired":
		k, why = premise, "the resource version or continue token expired: re-list"
	case "InternalError":
		k, why = transient, "internal error"
		if clientGoNoReason(msg) { // k8stext.go
			k, why = unk, "internal error whose body named no reason (client-go's \"unknown\"): nothing to read a recovery from"
		} else if authorizerRefusal(msg) {
			// The API server relays a refusal by the component it called
			// (the kubelet authorizing kube-apiserver-kubelet-client for
			// logs, exec, proxy), in the authorizer's own tuple: an RBAC
			// binding is missing, and no retry adds it (set 405).
			k, why = denied, "internal error, but the message is an authorizer's refusal (user=..., verb=..., resource=...): a missing binding, not the server"
		} else if r, ok := matchWords(overServer, msg); ok && r.Kind == premise && hasAny(msg, "not found", "does not exist") {
			k, why = premise, "internal error, but the message says: "+r.Reason
		} else if admissionPolicy(msg) {
			// A validating webhook built on knative.dev/pkg (Knative,
			// Tekton) answers its refusal through the API server as an
			// InternalError: "admission webhook ... denied the request:
			// validation failed: ...". The webhook answered; the object
			// must change, and a field named in it ("timeoutSeconds") is
			// no timeout (held-out set 692).
			k, why = invalid, "internal error, but an admission webhook answered and denied the object: change the spec"
		} else if hasFold(msg, "timed out") || timeoutWord(msg) {
			// "resource quota evaluation timed out": the evaluation, not
			// the quota, failed.
			k, timeout, why = transient, true, "internal error: something timed out"
		} else if r, ok := matchWords(overServer, msg); ok {
			k, why = r.Kind, "internal error, but the message says: "+r.Reason
		}
	default:
		return Result{}, false
	}
	return Result{Kind: k, Timeout: timeout, Code: reason, Reason: "kubernetes: " + reason + ": " + why}, true
}

// authorizerRefusal reports Kubernetes' authorizer wording of a refused
// request, "Authorization error (user=..., verb=get, resource=nodes,
// subresource=proxy)" or "Forbidden (user=..., verb=..., resource=...)",
// as the kubelet answers the API server.
func authorizerRefusal(msg string) bool {
	return hasAny(msg, "authorization error (user=", "forbidden (user=", "unauthorized (user=") && hasFold(msg, "verb=") && hasFold(msg, "resource=")
}

// timeoutWord reports "timeout" said of what failed, not a URL's query
// parameter ("...?timeout=10s": every admission webhook call carries one,
// whatever refused it, an x509 error or a missing service).
func timeoutWord(msg string) bool {
	for i := range foldMatches(msg, "timeout") {
		if end := i + len("timeout"); end < len(msg) && msg[end] == '=' {
			continue
		}
		return true
	}
	return false
}

// kubectlShape reads kubectl's "Error from server (Reason): message".
func kubectlShape(c *ctx) (Result, bool) {
	i := indexFold(c.text, "error from server (")
	if i < 0 {
		return clientGoText(c.text) // k8stext.go
	}
	rest := c.text[i+len("error from server ("):]
	j := strings.IndexByte(rest, ')')
	if j <= 0 {
		return Result{}, false
	}
	return k8sStatus(rest[:j], rest[j+1:])
}

// googleReasons are google.api.ErrorReason values (ErrorInfo.reason) and
// the older Google API v1 error reasons.
var googleReasons = map[string]codeRule{
	"SERVICE_DISABLED":                    {premise, false, modeFixed, "is a disabled API: enable it first"},
	"API_DISABLED":                        {premise, false, modeFixed, "is a disabled API: enable it first"},
	"BILLING_DISABLED":                    {premise, false, modeFixed, "is billing disabled"},
	"CONSUMER_SUSPENDED":                  {premise, false, modeFixed, "is a suspended project"},
	"ACCOUNT_STATE_INVALID":               {premise, false, modeFixed, "is an account state"},
	"GCP_SUSPENDED":                       {premise, false, modeFixed, "is a suspended project"},
	"RESOURCE_QUOTA_EXCEEDED":             {premise, false, modeFixed, "is a resource quota, not a rate"},
	"RATE_LIMIT_EXCEEDED":                 {transient, false, modeRate, "is a rate limit"},
	"OVERLOADED_CREDENTIALS":              {transient, false, modeFixed, "is overloaded credentials"},
	"API_KEY_INVALID":                     {denied, false, modeFixed, "is a bad API key"},
	"API_KEY_SERVICE_BLOCKED":             {denied, false, modeFixed, "is a restricted API key"},
	"API_KEY_HTTP_REFERRER_BLOCKED":       {denied, false, modeFixed, "is a restricted API key"},
	"API_KEY_IP_ADDRESS_BLOCKED":          {denied, false, modeFixed, "is a restricted API key"},
	"API_KEY_ANDROID_APP_BLOCKED":         {denied, false, modeFixed, "is a restricted API key"},
	"API_KEY_IOS_APP_BLOCKED":             {denied, false, modeFixed, "is a restricted API key"},
	"ACCESS_TOKEN_EXPIRED":                {denied, false, modeFixed, "is an expired token"},
	"ACCESS_TOKEN_SCOPE_INSUFFICIENT":     {denied, false, modeFixed, "is a missing scope"},
	"ACCESS_TOKEN_TYPE_UNSUPPORTED":       {denied, false, modeFixed, "is a wrong token type"},
	"CREDENTIALS_MISSING":                 {denied, false, modeFixed, "is missing credentials"},
	"SESSION_COOKIE_INVALID":              {denied, false, modeFixed, "is a bad session"},
	"USER_BLOCKED_BY_ADMIN":               {denied, false, modeFixed, "is an admin block"},
	"USER_PROJECT_DENIED":                 {denied, false, modeFixed, "is a denied project"},
	"CONSUMER_INVALID":                    {denied, false, modeFixed, "is an invalid consumer"},
	"SECURITY_POLICY_VIOLATED":            {denied, false, modeFixed, "is a security policy"},
	"ORG_RESTRICTION_VIOLATION":           {denied, false, modeFixed, "is an organization restriction"},
	"ORG_RESTRICTION_HEADER_INVALID":      {denied, false, modeFixed, "is an organization restriction"},
	"SERVICE_NOT_VISIBLE":                 {denied, false, modeFixed, "is a service not visible"},
	"LOCATION_TAX_POLICY_VIOLATED":        {denied, false, modeFixed, "is a location policy"},
	"LOCATION_POLICY_VIOLATED":            {denied, false, modeFixed, "is a location policy"},
	"RESOURCE_USAGE_RESTRICTION_VIOLATED": {denied, false, modeFixed, "is a usage restriction"},
	"IAM_PERMISSION_DENIED":               {denied, false, modeFixed, "is a missing permission"},
	"RESOURCE_PROJECT_INVALID":            {invalid, false, modeFixed, "is an invalid project"},
	"SYSTEM_PARAMETER_UNSUPPORTED":        {invalid, false, modeFixed, "is an unsupported parameter"},
	"MISSING_ORIGIN":                      {invalid, false, modeFixed, "is a missing origin"},
	// Google API v1 style reasons.
	"accessNotConfigured":     {premise, false, modeFixed, "is a disabled API"},
	"rateLimitExceeded":       {transient, false, modeRate, "is a rate limit"},
	"userRateLimitExceeded":   {transient, false, modeRate, "is a rate limit"},
	"dailyLimitExceeded":      {premise, false, modeFixed, "is a daily limit"},
	"quotaExceeded":           {premise, false, modeRate, "is a quota"},
	"storageQuotaExceeded":    {premise, false, modeFixed, "is a storage quota"},
	"backendError":            {transient, false, modeFixed, "is a backend error"},
	"internalError":           {transient, false, modeFixed, "is a backend error"},
	"notFound":                {premise, false, modeNotFound, "is a missing resource"},
	"insufficientPermissions": {denied, false, modeFixed, "is a missing permission"},
	"authError":               {denied, false, modeFixed, "is an authentication failure"},
	"domainPolicy":            {denied, false, modeFixed, "is a domain policy"},
	"duplicate":               {conflict, false, modeFixed, "already exists"},
	"badRequest":              {invalid, false, modeInvalid, "is a bad request"},
	"invalidParameter":        {invalid, false, modeInvalid, "is a bad parameter"},
	"required":                {invalid, false, modeFixed, "is a missing argument"},
	// Compute Engine: a resource another operation is still creating or
	// changing answers resourceNotReady until it settles (clients retry it).
	"resourceNotReady": {transient, false, modeFixed, "is a resource still being changed by another operation"},
	// BigQuery.
	"jobInternalError": {transient, false, modeFixed, "is an internal error of the job (retry it)"},
	// BigQuery's jobBackendError (400): "the job was created successfully,
	// but failed with an internal error ... Retry the job with a new jobId"
	// (BigQuery error messages table; set 405): the job's backend, not the
	// query, whatever the 400 and its INVALID_ARGUMENT status say.
	"jobBackendError":          {transient, false, modeFixed, "is a backend failure of the job (retry it with a new jobId)"},
	"bytesBilledLimitExceeded": {invalid, false, modeFixed, "is a query over its maximumBytesBilled: narrow it or raise the cap"},
	// BigQuery's billingTierLimitExceeded (400), "Query exceeded resource
	// limits. N CPU seconds were used, and this query must use less than
	// M CPU seconds": an on-demand query that uses too much compute for
	// the bytes it scans; the docs' fix is to optimize the query (set 409).
	// A per-query limit the call repairs, not a count the account spent.
	"billingTierLimitExceeded": {invalid, false, modeFixed, "is a query using too much compute for its bytes: optimize it"},
	"invalidQuery":             {invalid, false, modeFixed, "is an invalid query"},
	"responseTooLarge":         {invalid, false, modeFixed, "is a result too large (write it to a table)"},
	"billingNotEnabled":        {premise, false, modeFixed, "is billing not enabled"},
	// Cloud DNS inactiveBillingState (403): "Project x cannot accept
	// requests while in an inactive billing state"; the docs' fix is to
	// enable billing (cloud.google.com/dns/docs/error-messages; set 1289).
	"inactiveBillingState":           {premise, false, modeFixed, "is a project in an inactive billing state"},
	"accessDenied":                   {denied, false, modeFixed, "is access denied"},
	"invalid":                        {invalid, false, modeFixed, "is an invalid value"},
	"resourceInUseByAnotherResource": {premise, false, modeFixed, "is a resource another one still uses"},
	"resourceInUse":                  {premise, false, modeFixed, "is a resource still in use"},
	"failedPrecondition":             {premise, false, modeFixed, "is a precondition that is false"},
	// Cloud SQL Admin's invalidState, "The instance or operation is not in
	// an appropriate state to handle the request" (a stopped or suspended
	// instance; set 368), under a 409: the object's state, not a copy.
	"invalidState":               {premise, false, modeFixed, "is an object not in a state that takes the request"},
	"teamDriveFileLimitExceeded": {premise, false, modeFixed, "is a shared drive's item limit"},
	// Drive's 403 "This file has been identified as malware or spam and
	// cannot be downloaded" names its parameter (location acknowledgeAbuse):
	// the same download succeeds with acknowledgeAbuse=true, an argument to
	// repair, not an authority missing (set 392).
	"cannotDownloadAbusiveFile": {invalid, false, modeFixed, "is a download that needs acknowledgeAbuse=true"},
	// Drive's 403 fileNotDownloadable, "Only files with binary content can
	// be downloaded. Use Export with Docs Editors files." (location alt): a
	// Google Docs, Sheets or Slides file fetched with alt=media; the same
	// file comes back through files.export, a call to repair, not an
	// authority missing (set 467).
	"fileNotDownloadable": {invalid, false, modeFixed, "is a Docs Editors file fetched with alt=media: use files.export"},
	"alreadyExists":       {conflict, false, modeFixed, "already exists"},
	// Drive's other structural limits (Drive API "Resolve errors", all
	// 403): a folder's 500,000 direct children, the items an account has
	// created, the depth of a My Drive or shared drive hierarchy. Counts
	// that no wait lowers, though the status reads as a refusal (set 148).
	"numChildrenInNonRootLimitExceeded":  {premise, false, modeFixed, "is a folder's item limit"},
	"activeItemCreationLimitExceeded":    {premise, false, modeFixed, "is the account's limit on items created"},
	"myDriveHierarchyDepthLimitExceeded": {premise, false, modeFixed, "is My Drive's folder depth limit"},
	"teamDriveHierarchyTooDeep":          {premise, false, modeFixed, "is a shared drive's folder depth limit"},
	// Drive's 403s whose documented fix is a different call, not a grant
	// (Drive API "Resolve errors"; set 1225): an inherited permission is
	// changed "on the direct or indirect parent item from which they were
	// inherited"; a shared drive item takes "exactly one parent" (use a
	// shortcut); a folder is moved into a shared drive item by item.
	"cannotModifyInheritedTeamDrivePermission": {invalid, false, modeFixed, "is an inherited permission: change it on the parent it comes from"},
	"teamDrivesParentLimit":                    {invalid, false, modeFixed, "is a second parent on a shared drive item: add a shortcut instead"},
	"teamDrivesFolderMoveInNotSupported":       {invalid, false, modeFixed, "is a folder moved into a shared drive: move its items one by one"},
	// Drive's fileWriterTeamDriveMoveInDisabled, "The domain administrator
	// has not allowed writers to move items into a shared drive": an
	// administrator's rule about the caller's role (the fix is an account
	// that is a manager on both drives), not a setting of the target as
	// the <X>Disabled suffix reads (set 1225).
	"fileWriterTeamDriveMoveInDisabled": {denied, false, modeFixed, "is an administrator's rule refusing writers this move"},
	// Drive's 400 invalidSharingRequest: its message says which (see
	// googleReason); otherwise the sharing request as written.
	"invalidSharingRequest": {invalid, false, modeFixed, "is a sharing request the service refuses as written"},
}

// findReason returns a google.rpc.ErrorInfo reason: "reason=X" in Go's
// rendering of status details, or "reason": "X" in JSON.
func findReason(text string) string {
	if i := strings.Index(text, "reason="); i >= 0 {
		if tok := token(text[i+len("reason="):]); tok != "" {
			return tok
		}
	}
	return jsonString(text, "reason")
}

// canonicalStatusDetail reads a google.rpc canonical status name that
// reaches the code tables outside gRPC as grpcDecide reads it under gRPC:
// Vertex AI's and Gemini's error body carries the status ("status":
// "PERMISSION_DENIED") beside an ErrorInfo in "details", and an SDK for
// another protocol surfaces the status as its code (anthropic-sdk-go's
// vertex option renders "anthropic: 403 <message> (path: ...)" and the
// details array; set 1468). The status is the family, the ErrorInfo
// reason the case: SERVICE_DISABLED and BILLING_DISABLED are the
// project's setup (premise), IAM_PERMISSION_DENIED the caller's grant,
// RATE_LIMIT_EXCEEDED a rate. Without a reason, a PERMISSION_DENIED whose
// message names a state a 403 may carry (an API or billing not enabled, a
// quota spent) reads as that state, as grpcDecide and a 403's body read
// it; anything else is left to the code tables.
func canonicalStatusDetail(c *ctx, code, text string) (Result, bool) {
	if len(code) < len("ABORTED") || code[0] < 'A' || code[0] > 'Z' || !slices.Contains(grpcUpper[1:], code) {
		return Result{}, false
	}
	if reason := findReason(text); reason != "" {
		if r, ok := googleReason(c, reason, text); ok {
			if code == "RESOURCE_EXHAUSTED" && reason == "RATE_LIMIT_EXCEEDED" {
				k, why := quotaVerdict(text)
				r.Kind, r.Reason = k, "google: RESOURCE_EXHAUSTED with reason RATE_LIMIT_EXCEEDED: "+why
			}
			return r, true
		}
	}
	if code == "PERMISSION_DENIED" {
		if r, ok := matchWords(overDenied, text); ok && r.Kind == premise {
			r.Reason = "google: PERMISSION_DENIED, but the message says: " + r.Reason
			return r, true
		}
	}
	return Result{}, false
}

// token returns the identifier at the start of s.
func token(s string) string {
	i := 0
	for i < len(s) && (isAlnum(s[i]) || s[i] == '_' || s[i] == '.' || s[i] == '-') {
		i++
	}
	return s[:i]
}

func googleReason(c *ctx, reason, text string) (Result, bool) {
	// Drive's invalidSharingRequest carries two documented outcomes in
	// its message (Drive API "Resolve errors"; set 1225): "the items were
	// successfully shared but emails could not be sent", a share that
	// landed without its notice, and "ACL change not allowed", the
	// domain's sharing settings refusing the user.
	if reason == "invalidSharingRequest" {
		if hasFold(text, "successfully shared but") {
			return Result{Kind: ambiguous, Code: reason, Reason: "google: invalidSharingRequest, but the items were shared and only the notification email failed: the call worked in part"}, true
		}
		if hasFold(text, "acl change not allowed") {
			return Result{Kind: denied, Code: reason, Reason: "google: invalidSharingRequest: the domain's sharing settings do not allow this ACL change for the user"}, true
		}
	}
	// The Geolocation API's notFound (domain "geolocation", under a 404)
	// is documented as "The request was valid, but no results were
	// returned": a lookup that found no position, not a missing resource
	// (set 1237).
	if reason == "notFound" {
		if d, _, ok := jsonValue(text, "domain"); ok && d == "geolocation" {
			return Result{Kind: ambiguous, Code: reason, Reason: "google: the Geolocation API's notFound: a valid request that returned no position"}, true
		}
	}
	if r, ok := nameExistsPrecondition(reason, text); ok {
		return r, true
	}
	if cr, ok := googleReasons[reason]; ok {
		// An organization policy refusing the call is the administrator's
		// rule whichever v1 reason carries it: failedPrecondition, or the
		// "invalid"/"badRequest" of Cloud SQL's "Invalid request:
		// Organization Policy check failure: ... violates the
		// constraints/sql.restrictPublicIp" (set 368).
		if (reason == "failedPrecondition" || reason == "invalid" || reason == "badRequest" || reason == "invalidParameter") && orgPolicyRefusal(text) { // standing.go
			return Result{Kind: denied, Code: reason, Reason: "google: " + reason + " from an organization policy the agent cannot change"}, true
		}
		// BigQuery reports a permission its job lacked under the job's
		// generic reason ("invalid", "invalidQuery") with its own prefix:
		// "Access Denied: BigQuery BigQuery: Permission denied while
		// getting Drive credentials.", "Access Denied: Table p:d.t: User
		// does not have permission to query table" (set 1143). The
		// caller's grant, not the request's form.
		if (reason == "invalid" || reason == "badRequest" || reason == "invalidQuery") && accessDeniedPrefix(text) {
			return Result{Kind: denied, Code: reason, Reason: "google: " + reason + ", but the message is BigQuery's access denial: a permission the caller lacks"}, true
		}
		r := cr.apply(c, "google", reason, text)
		// A v1 error item names the part of the request at fault in
		// locationType/location; "required" or "invalid" at the
		// Authorization header, or under a 401, is the credential missing
		// or bad, not an argument: Cloud Storage's 401 "Login Required"
		// (reason required, locationType header, location Authorization;
		// JSON API status codes page; set 1385). A parameter's location
		// (userProject, a field) keeps the argument reading.
		if r.Kind == invalid && (reason == "required" || reason == "invalid") && credentialLocation(c, text) {
			return Result{Kind: denied, Code: reason, Reason: "google: " + reason + " at the Authorization header: the credential is missing or bad"}, true
		}
		if r.Kind == invalid {
			if w, ok := scalarSubqueryRows("google: "+reason, text); ok { // scalarsubquery.go (set 451)
				w.Code = r.Code
				return w, true
			}
		}
		// An invalid-by-reason the message shows to be state or time
		// (BigQuery's invalidQuery for rows still in the streaming buffer).
		// A message describing the world's state (a source pattern that
		// matched no files) overturns it too; "does not exist" alone does
		// not, since Google's "invalid" names a value in the request that
		// names nothing (a machine type not in the zone).
		if r.Kind == invalid || reason == "failedPrecondition" {
			if w, ok := overInvalidText(text); ok && w.Kind == transient {
				r.Kind, r.Timeout, r.Reason = w.Kind, w.Timeout, "google: "+reason+", but the message says: "+w.Reason
			} else if w, ok := matchWords(worldMatcher, text); ok {
				r.Kind, r.Timeout, r.Reason = w.Kind, w.Timeout, "google: "+reason+", but the message says: "+w.Reason
			}
		}
		return r, true
	}
	// A v1 reason outside the table that names a setting of the target
	// switched off (YouTube commentsDisabled "The video identified by the
	// videoId parameter has disabled comments", ratingsDisabled,
	// liveChatDisabled; set 367), often under a 403: the object's state,
	// as AWS's <X>Disabled, not the caller's authority. A key, a service
	// or a billing account switched off keeps its own reading above.
	if len(reason) > len("Disabled") && strings.HasSuffix(reason, "Disabled") && 'a' <= reason[0] && reason[0] <= 'z' {
		return Result{Kind: premise, Code: reason, Reason: "google: " + reason + " is a setting of the target switched off"}, true
	}
	// A v1 reason outside the table that names the target or the account
	// closed (YouTube channelClosed "The channel identified in the request
	// has been closed.", authenticatedUserAccountClosed "The YouTube
	// account of the authenticated user is closed."; set 1804), under a
	// 403: the account's or the object's state, as DESIGN's "account
	// closed", not a right the caller lacks. A connection, stream or
	// socket closed is transport, left to the status, and so is any
	// reason under a 5xx (the review after set 1813).
	if c.status < 500 && len(reason) > len("Closed") && strings.HasSuffix(reason, "Closed") && 'a' <= reason[0] && reason[0] <= 'z' && !hasAny(reason, "connection", "stream", "socket") {
		return Result{Kind: premise, Code: reason, Reason: "google: " + reason + " names the target or account closed"}, true
	}
	// A v1 reason outside the table that names a count limit spent
	// (YouTube's uploadLimitExceeded "The user has exceeded the number of
	// videos they may upload", under a 400; set 394), as the table's
	// dailyLimitExceeded and Drive's <X>LimitExceeded: a limit no better
	// argument gets past. A rate (…RateLimitExceeded) is left to the
	// status, and a size (Drive's exportSizeLimitExceeded) is the call's.
	if len(reason) > len("LimitExceeded") && strings.HasSuffix(reason, "LimitExceeded") && 'a' <= reason[0] && reason[0] <= 'z' && !hasAny(reason, "rate", "size") {
		return Result{Kind: premise, Code: reason, Reason: "google: " + reason + " is a count limit spent"}, true
	}
	return Result{}, false
}

// credentialLocation reports a Google v1 error item whose location is
// the Authorization header, or one sent under a 401 (set 1385).
func credentialLocation(c *ctx, text string) bool {
	if c.status == 401 {
		return true
	}
	loc := jsonString(text, "location")
	return strings.EqualFold(loc, "Authorization") && strings.EqualFold(jsonString(text, "locationType"), "header")
}

// modelWord reports the word "model" in a message, not a segment of a
// dotted class path: the AWS SDK for Java 2.x names every modeled error
// under a package called model (software.amazon.awssdk.services.s3.model.
// NoSuchKeyException: ...), which names no model (set 121). Nor is a
// file's stem before its extension a model name: huggingface_hub's
// EntryNotFoundError "Entry Not Found for url: .../resolve/main/
// model.safetensors" (the repo is there, the file is not; set 1305),
// transformers' "pytorch_model.bin", ONNX Runtime's "model.onnx" name a
// file in a repo or on disk (fileStem).
func modelWord(text string) bool {
	for i := range foldMatches(text, "model") {
		end := i + len("model")
		if (i == 0 || !isAlnum(text[i-1])) && (end >= len(text) || !isAlnum(text[end])) && !packageSegment(text, i, end) && !fileStem(text, end) {
			return true
		}
	}
	return false
}

// fileStem reports whether a word ending at text[end] goes on as a file
// name's extension: a '.' and a lowercase letter ("model.safetensors",
// "pytorch_model.bin", "model.onnx"), as text.go inIdent reads a file
// name; a sentence's full stop ("Unknown model.") or a version ("model
// 3.5") is not one.
func fileStem(text string, end int) bool {
	return end+1 < len(text) && text[end] == '.' && isLower(text[end+1])
}

// packageSegment reports whether text[i:end] stands between two dots, as
// one segment of a class's package path.
func packageSegment(text string, i, end int) bool {
	return i > 0 && text[i-1] == '.' && end < len(text) && text[end] == '.'
}

// holderNames are the things that hold an account's standing (billing,
// terms, its keys): switched off, they refuse every key alike.
// Apigee's developer and company own the apps whose keys a proxy checks:
// "Developer Status is not Active" (keymanagement.service.
// DeveloperStatusNotActive, under 401) is that owner's standing, not the
// key (sets 746 and 1134).
var holderNames = []string{"account", "organization", "organisation", "org", "workspace", "tenant", "subscription", "developer", "company"}

// holderStates are the verbs that say the holder itself was switched off;
// "blocked" is the provider's word for the same state (ECS BlockedException
// "Your Amazon Web Services account was blocked", EC2 Blocked "The account
// is currently blocked"; set 395). "Not active" and "inactive" say the
// same of the holder (Twilio 20005 "Account not active": the account is
// suspended or closed; set 572); a key or token "not active" is not a
// holder and stays the credential's.
var holderStates = []string{" not active", " status is not active", " is not active", " is inactive", " is disabled", " has been disabled", " was disabled", " is suspended", " has been suspended", " was suspended", " is deactivated", " has been deactivated", " was deactivated", " is blocked", " is currently blocked", " has been blocked", " was blocked", " disabled"}

// disabledHolder reports whether text says the account, or the
// organization, workspace, tenant or subscription that holds it, is
// disabled, suspended or deactivated: the holder's state, which no other
// key of the same holder gets past (set 267). A disabled key or token is
// the credential and is not matched; nor is an organization that "has
// disabled" a feature (a policy, still denied).
func disabledHolder(text string) bool {
	for _, h := range holderNames {
		for _, st := range holderStates {
			if st == " disabled" && h != "account" {
				continue // "account disabled" only (AADSTS50057's older wording)
			}
			if hasWord(text, h+st) {
				return true // not "subaccount", not "org" inside a word
			}
		}
		// The same state said as an absence (set 1338): Sage Business Cloud
		// Accounting's 401 AuthorizationFailure "No active subscription.
		// (MSE)", the business's trial ended or its subscription cancelled;
		// "no active session" or "no active token" names no holder.
		if hasWord(text, "no active "+h) {
			return true
		}
	}
	// A user the site switched off, said of the user: DRF's TokenAuthentication
	// "User inactive or deleted.", FastAPI's security tutorial "Inactive
	// user": the same holder's state as an inactive account (set 821); a
	// user "not found" or a token "inactive" is not read here.
	for _, w := range inactiveUserWords {
		if hasWord(text, w) {
			return true
		}
	}
	return false
}

// accountStepWords name a step the account has yet to take before it may
// sign in (held-out set 892): finishing its setup (Keycloak's required
// actions, Plaid's USER_SETUP_REQUIRED), confirming or verifying its email.
// An organization's verification for a model stays denied (worldstate.go),
// and an expired password is the credential itself.
var accountStepWords = []string{"not fully set up", "not fully setup", "email not confirmed", "email not verified",
	"email is not verified", "email address not confirmed", "verify your email", "confirm your email", "user is not confirmed"}

// accountStepPending reports whether text names one of accountStepWords.
func accountStepPending(text string) bool {
	return hasAny(text, accountStepWords...)
}

// inactiveUserWords say a user account is switched off (set 821), also
// "disabled", "blocked" or "suspended" said of the user (Cognito
// NotAuthorizedException "User is disabled.", Auth0 "user is blocked",
// Grafana ErrUserDisabled "user is disabled", Directus "User suspended.";
// set 863): an administrator's switch on the account, not the credential.
var inactiveUserWords = []string{"user inactive", "user is inactive", "inactive user", "user is deactivated", "user has been deactivated",
	"user is disabled", "user has been disabled", "user is blocked", "user has been blocked", "user suspended", "user is suspended", "user has been suspended"}

// accessDeniedPrefix reports a message that opens (after any client's
// "Error N:" prefix) with "Access Denied: " and names a permission.
func accessDeniedPrefix(text string) bool {
	i := indexFold(text, "access denied: ")
	return i >= 0 && i < 40 && hasFold(text[i:], "permission")
}

// upperSnake reports a code of upper-case letters and digits with at least
// one underscore ("INSUFFICIENT_FUNDS").
func upperSnake(code string) bool {
	if !strings.Contains(code, "_") || code[0] == '_' {
		return false
	}
	for i := 0; i < len(code); i++ {
		if b := code[i]; !(b >= 'A' && b <= 'Z' || b >= '0' && b <= '9' || b == '_') {
			return false
		}
	}
	return true
}

// bodyHasDelay reports whether the text names a wait ("try again in 2s").
func bodyHasDelay(text string) bool {
	_, ok := bodyDelay(text)
	return ok
}

// k8sModifiedReason: Kubernetes' optimistic-concurrency conflict, retried
// the way client-go's RetryOnConflict does it (the Kubernetes ruling).
const k8sModifiedReason = "the object was modified under the update (a stale resourceVersion): run the read-and-update again, as client-go's RetryOnConflict does"

// scopeNotGranted reports an invalid_scope whose message says the scope
// exceeds what the client or user was given, not that it is unknown.
func scopeNotGranted(t string) bool {
	return hasAny(t, "not registered for", "not granted", "not been granted", "exceeds", "not allowed for", "not permitted for", "not authorized for", "not authorised for")
}

// scopeArgMalformed reports an OAuth invalid_scope whose message says the
// request's scope parameter is absent or not in the form the flow needs,
// not that a scope was refused (set 1171).
func scopeArgMalformed(t string) bool {
	return hasAny(t, "'scope' must be provided", "scope must be provided", "must include a 'scope'",
		"scope value with /.default suffixed", "scope parameter is missing", "missing scope parameter")
}

// noRecordsMatched reports a lookup's or search's answer that no record
// matched what it was asked for ("No records were found matching your
// request": People Data Labs; "no records found matching the query";
// set 1325). A record the call names by id ("Record 42 not found") is not
// read so.
func noRecordsMatched(t string) bool {
	return hasAny(t, "no records were found matching", "no records found matching", "no record was found matching", "no record found matching")
}

// dmlDeleteFailed reports Apex DML's message for a failed delete, "Delete
// failed. First exception on row ...", and not "Undelete failed.".
func dmlDeleteFailed(text string) bool {
	for i := range foldMatches(text, "delete failed") {
		if i == 0 || !isLetter(text[i-1]) {
			return true
		}
	}
	return false
}

// requestBound reads a limit message that bounds the request's own list or
// size rather than a count the account holds (set 1556): "a list of up to
// 20 conversation IDs is required", "must contain at most 100 items",
// "at most 50 ids per request".
func requestBound(text string) bool {
	return hasAny(text, "a list of up to", "list of at most", "must contain at most", "must not contain more than",
		"per request", "in a single request", "in one request")
}

// atprotoErrors are the AT Protocol's XRPC error names, sent as
// {"error":"Name","message":...} under a 400 or 401 whatever the cause
// (the lexicons' errors lists and the XRPC spec, atproto.com/specs/xrpc;
// the lead after set 1705), read only in that envelope (httppreset.go),
// since other services use some of the same names with other meanings: the
// caller's own block of the actor is a setting to undo first
// (BlockedActor), the actor's block of the caller or the platform's
// takedown an authority no argument supplies; a record, repo or account
// that is not there is premise; an upstream service or a resource the
// server lacks for now is a wait. InvalidRequest is left to the status
// (Azure sends the same name), but for a record lookup that found nothing.
var atprotoErrors = map[string]codeRule{
	"BlockedActor":            {premise, false, modeFixed, "is an actor the requester has blocked (AT Protocol): unblock first"},
	"BlockedByActor":          {denied, false, modeFixed, "is an actor who has blocked the requester (AT Protocol)"},
	"AccountTakedown":         {denied, false, modeFixed, "is an account taken down by the service (AT Protocol)"},
	"RepoTakendown":           {denied, false, modeFixed, "is a repository taken down by the service (AT Protocol)"},
	"RepoSuspended":           {denied, false, modeFixed, "is a repository suspended by the service (AT Protocol)"},
	"RepoDeactivated":         {premise, false, modeFixed, "is a repository its owner deactivated (AT Protocol): it is not there to read"},
	"RepoNotFound":            {premise, false, modeFixed, "is a repository that is not there (AT Protocol)"},
	"RecordNotFound":          {premise, false, modeNotFound, "is a record that is not there"},
	"AuthFactorTokenRequired": {denied, false, modeFixed, "is a sign-in that needs the second-factor code sent to the account's owner (AT Protocol)"},
	"ExpiredToken":            {denied, false, modeFixed, "is an expired access token: refresh the session"},
	"InvalidToken":            {denied, false, modeFixed, "is an access token the service does not accept"},
	"UpstreamFailure":         {transient, false, modeFixed, "is an upstream service that failed (AT Protocol)"},
	"UpstreamTimeout":         {transient, true, modeFixed, "is an upstream service that did not answer in time (AT Protocol)"},
	"NotEnoughResources":      {transient, false, modeFixed, "is a server short of resources for now (AT Protocol)"},
}

// nameExistsPrecondition reads Gmail's refusal of a label name another
// label holds, "Label name exists or conflicts" (users.labels create and
// update, 409 under the v1 reason failedPrecondition; set 1785): the
// world holds the label the step was to create, so conflict (carry the
// existing label's id forward), not the false precondition the reason
// reads as. Gated on the reason and a case-sensitive marker.
func nameExistsPrecondition(reason, text string) (Result, bool) {
	if reason != "failedPrecondition" || !strings.Contains(text, "name exists or conflicts") {
		return Result{}, false
	}
	return Result{Kind: conflict, Code: reason, Reason: "google: failedPrecondition, but a label by that name already exists: carry its id forward"}, true
}

// callerBannedCode reports a code that names the caller as banned: its
// user, account, key, client or address (Supabase Auth user_banned, set
// 1776). A banned target or content ("email_domain_banned",
// "content_banned"), a negation ("not_banned") and the act done before
// (Twitch "already_banned") are not the caller's standing (the review
// after set 1785).
func callerBannedCode(code string) bool {
	subject, ok := strings.CutSuffix(code, "_banned")
	if !ok {
		return false
	}
	switch subject {
	case "user", "account", "ip", "client", "app", "application", "key", "api_key", "token", "org", "organization", "team", "project", "tenant", "developer", "caller":
		return true
	}
	return false
}

// tenantSetupMissing reports an identity provider's refusal whose message
// says the tenant asked does not hold what sign-in needs, so no credential
// or consent gets past it until someone sets the tenant up (or the call
// names the right tenant):
//   - a client whose app registration is not there: Entra AADSTS700016
//     "Application with identifier '...' was not found in the directory
//     '...'" under unauthorized_client (sets 398, 1228 against 914);
//   - a user account that is not there: AADSTS50034 "The user account ...
//     does not exist in the ... directory. To sign into this application,
//     the account must be added to the directory." under invalid_grant
//     (sets 398, 892 and 1796, none denied).
//
// A guest from another tenant (AADSTS50020, 90072) and a wrong password
// (AADSTS50126) keep denied: their words are not these.
func tenantSetupMissing(text string) (string, bool) {
	if hasFold(text, "was not found in the directory") && hasFold(text, "application") {
		return "the application is not registered in the tenant asked: install or consent it there, or use the right tenant", true
	}
	if hasFold(text, "must be added to the directory") && hasFold(text, "does not exist in the") {
		return "the user account is not in the tenant's directory: add it there, or use the right tenant", true
	}
	return "", false
}
