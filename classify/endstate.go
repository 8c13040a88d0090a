package classify

import "strings"

// Held-out set 50 (issue 14): failures whose code names a state, where the
// call decides what the state proves. Each principle is a line of
// docs/taxonomy.md with its source.

// endStateWords are messages that state a fact of the world a code word
// hides, read wherever a generic code leaves the message to decide
// (overInvalid) and by the generic wording (unseenWords).
var endStateWords = []pattern{
	// Set 1447: a delete whose target the service no longer holds, said as
	// "<thing> to delete not found" (Telegram Bot API deleteMessage "Bad
	// Request: message to delete not found" under 400, for a message
	// already deleted): what the delete was for already holds, conflict,
	// as Redis's FUNCTION DELETE and git's delete of a gone ref. An edit,
	// reply or forward whose message is gone ("message to edit not
	// found") keeps premise.
	{text: "to delete not found", kind: conflict, reason: "the object the delete names is already gone: the state the delete was for holds"},
	{text: "to delete was not found", kind: conflict, reason: "the object the delete names is already gone: the state the delete was for holds"},
	// A loop the service found in the wiring of resources (Lambda's
	// recursive loop detection: a queue, topic or bucket that triggers the
	// function it feeds): every retry meets the same loop, as a redirect
	// loop (docs.aws.amazon.com/lambda/latest/dg/invocation-recursion.html).
	{text: "invoked in a recursive loop", kind: premise, reason: "the service stopped a recursive loop between resources: the wiring must change (lambda invocation-recursion)"},
	// Records a stream or log no longer holds: the reader asked for a place
	// past its retention window (DynamoDB Streams TrimmedDataAccessException
	// "read past the oldest stream record", Kafka's OffsetOutOfRange,
	// PostgreSQL's "requested WAL segment ... has already been removed"):
	// no retry finds them; start again from the oldest record still held.
	{text: "read past the oldest", kind: premise, reason: "the records asked for were trimmed by the stream's retention: read from the oldest one still held"},
	{text: "trimmed from the stream", kind: premise, reason: "the records asked for were trimmed by the stream's retention"},
	{text: "requested wal segment", kind: premise, reason: "PostgreSQL: the WAL the replica or slot asked for was removed: it must start again from a new base backup or slot"},
	{text: "is out of range for partition", kind: premise, reason: "Kafka: the offset is outside the partition's retained log (OffsetOutOfRange): reset to what is held"},
	{text: "offsets out of range with no configured reset policy", kind: premise, reason: "Kafka: the offset is outside the partition's retained log and no reset policy is set"},
	// A name held by something configured otherwise: an "already exists"
	// the service answers only when the existing object differs from the
	// one asked for (SQS CreateQueue returns the existing queue's URL for
	// an identical request; SNS CreateTopic likewise; ECR's immutable tags
	// refuse a different image under an existing tag). The world does not
	// hold what the step wanted: the name must change, premise.
	{text: "with the same name and a different value", kind: premise, reason: "the name is held by an object configured otherwise (an identical request would have succeeded): choose another name or change that object"},
	{text: "already exists with different", kind: premise, reason: "the name is held by an object configured otherwise: choose another name or change that object"},
	// Azure Resource Manager's InvalidResourceLocation (set 1226, as set
	// 1165): "The resource 'x' already exists in location 'eastus' in
	// resource group 'rg'. A resource with the same name cannot be created
	// in location 'westus'." The name is held by a resource placed
	// otherwise, not the one the step asked for: premise, as above.
	{text: "with the same name cannot be created in location", kind: premise, reason: "a same-named resource sits in another location: choose another name or use that resource's location"},
	// ECR's immutable tag is read as the name already held, conflict
	// ("The image tag 'v1' already exists in the 'web' repository and
	// cannot be overwritten because the repository is immutable."), as sets
	// 573, 745, 933 and 1017 read it blind against set 50: the tag the
	// step would publish is there; carry it forward or publish another.
	{text: "cannot be overwritten because the repository is immutable", kind: conflict, reason: "an immutable tag already names an image in the repository: use it, or publish under another tag"},
	// Harbor's tag immutability rule (set 1640), under 412 PRECONDITION:
	// "the tag v1 configured as immutable, cannot be updated" (src/
	// controller/tag/controller.go).
	{text: harborImmutableText, kind: conflict, reason: "an immutable tag already names an artifact in the repository (Harbor): use it, or push under another tag"},
	{text: "tag immutability", kind: conflict, reason: "an immutable tag already names an image in the repository: use it, or publish under another tag"},
	// Another request of the caller's holds the same handle right now
	// (Stripe token_in_use "currently being used in another request", as
	// idempotency_key_in_use): it ends by itself.
	{text: "currently being used in another request", kind: transient, reason: "another request holds the same token or key now: it ends by itself"},
	// GoDaddy's 422 while another mutation of the same domain runs
	// ("Resource is being used in another request"; set 1657): the same
	// hold in other words, released when that request ends.
	{text: "is being used in another request", kind: transient, reason: "another request holds the resource now: it ends by itself"},
	// The same with the idempotency key of a request still running, said in
	// words under a code that reads as key reuse (Stripe's 409
	// idempotency_error "another in-progress request using this Idempotent
	// Key", the IETF Idempotency-Key draft's 409 "A request is outstanding
	// for this Idempotency-Key", Powertools' IdempotencyAlreadyInProgressError):
	// the first attempt's outcome is pending, so the same key later returns
	// it (set 623).
	{text: "another in-progress request using this", kind: transient, reason: "a request with the same idempotency key is still running: retry the same key later for its outcome"},
	{text: "a request is outstanding for this idempotency-key", kind: transient, reason: "a request with the same idempotency key is still running: retry the same key later for its outcome"},
	{text: "is being processed or is outstanding", kind: transient, reason: "a request with the same idempotency key is still running: retry the same key later for its outcome"},
	{text: "execution already in progress with idempotency key", kind: transient, reason: "a request with the same idempotency key is still running: retry the same key later for its outcome"},
	// A feature not turned on for the resource the call names (S3 "S3
	// Transfer Acceleration is not configured on this bucket", Cognito
	// "USER_PASSWORD_AUTH flow not enabled for this client"): the
	// resource's configuration, which the plan can change, under a code
	// that reads as a malformed call.
	{text: "is not configured on this", kind: premise, reason: "a feature the call relies on is not configured on the resource: configure it first"},
	{text: "flow not enabled for this client", kind: premise, reason: "the app client does not enable the auth flow the call uses: a configuration to change first"},
	// A pull request's merge state (GitHub's MergeStateStatus: CLEAN,
	// DIRTY, BLOCKED, BEHIND, UNSTABLE, DRAFT) given as the reason a
	// mutation refused (enablePullRequestAutoMerge "Pull request is in
	// clean status": it is mergeable already, so auto-merge has nothing to
	// wait for): the pull request's state, not the call's arguments
	// (docs.github.com/en/graphql/reference/enums#mergestatestatus).
	{text: "is in clean status", kind: premise, reason: "GitHub: the pull request is mergeable now (CLEAN): merge it instead of waiting"},
	{text: "is in dirty status", kind: premise, reason: "GitHub: the pull request has merge conflicts (DIRTY)"},
	{text: "is in blocked status", kind: premise, reason: "GitHub: the pull request is blocked by its branch's rules (BLOCKED)"},
	{text: "is in behind status", kind: premise, reason: "GitHub: the head branch is behind its base (BEHIND)"},
	{text: "is in unstable status", kind: premise, reason: "GitHub: the pull request's checks are failing (UNSTABLE)"},
	{text: "is in draft status", kind: premise, reason: "GitHub: the pull request is a draft (DRAFT)"},
	// The process the step was to stop has already stopped (Go
	// os.ErrProcessDone, Node's "kill ESRCH"): the end state holds.
	{text: "os: process already finished", kind: conflict, reason: "os.ErrProcessDone: the process already exited; what the step was to bring about holds"},
	{text: "kill esrch", kind: conflict, reason: "kill ESRCH: the process already exited; what the step was to bring about holds"},
	// A mail server that offers no AUTH (or STARTTLS) in its EHLO: its
	// configuration (or a relay in between), which no argument changes (Go
	// net/smtp SendMail, Python smtplib SMTPNotSupportedError).
	{text: "smtp: server doesn't support auth", kind: premise, reason: "net/smtp: the server offers no AUTH (its configuration, often AUTH only after STARTTLS)"},
	{text: "auth extension not supported by server", kind: premise, reason: "smtplib: the server offers no AUTH"},
	{text: "starttls extension not supported by server", kind: premise, reason: "smtplib: the server offers no STARTTLS"},
	// Go net/mail's parse errors: the address the caller gave is malformed
	// (go/src/net/mail/message.go).
	{text: "mail: no angle-addr", kind: invalid, reason: "net/mail: the address is malformed"},
	{text: "mail: unclosed angle-addr", kind: invalid, reason: "net/mail: the address is malformed"},
	{text: "mail: missing @ in addr-spec", kind: invalid, reason: "net/mail: the address is malformed"},
	{text: "mail: no domain in addr-spec", kind: invalid, reason: "net/mail: the address is malformed"},
	{text: "mail: no addr-spec", kind: invalid, reason: "net/mail: the address is malformed"},
	{text: "mail: expected comma", kind: invalid, reason: "net/mail: the address list is malformed"},
	{text: "mail: unclosed quoted-string", kind: invalid, reason: "net/mail: the address is malformed"},
	{text: "mail: misformatted parenthetical comment", kind: invalid, reason: "net/mail: the address is malformed"},
	{text: "mail: leading dot in atom", kind: invalid, reason: "net/mail: the address is malformed"},
	{text: "mail: trailing dot in atom", kind: invalid, reason: "net/mail: the address is malformed"},
	{text: "mail: double dot in atom", kind: invalid, reason: "net/mail: the address is malformed"},
	// A CLI refusing its own input before any call (kubectl apply/create
	// with manifests that hold no object).
	{text: "no objects passed to", kind: invalid, reason: "kubectl: the manifests given hold no object"},
}

// awsEndShape reads AWS codes whose spelling names a state the general
// shapes (awsShape) misread. Sources: each service's API reference.
func awsEndShape(code string) (codeRule, bool) {
	base := strings.TrimSuffix(code, "Exception")
	has := func(s string) bool { return strings.Contains(base, s) }
	switch {
	case has("Trimmed"):
		// DynamoDB Streams TrimmedDataAccessException: not an access
		// refusal; the records were trimmed (24-hour retention).
		return codeRule{premise, false, modeFixed, "reads as records trimmed by retention: read from the oldest one still held"}, true
	case has("Recursive") || has("Recursion"):
		// Lambda RecursiveInvocationException.
		return codeRule{premise, false, modeFixed, "reads as a recursive loop between resources: the wiring must change"}, true
	case has("Expired") && has("Token") && (has("Import") || has("Iterator") || has("Upload") || has("Continuation") || has("Sequence")):
		// KMS ExpiredImportTokenException ("Use GetParametersForImport to
		// get a new import token"): a handle the service issued for a
		// later call, not the caller's credential.
		return codeRule{premise, false, modeFixed, "reads as an expired handle the service issued (not a credential): fetch a new one first"}, true
	case holdsOthers(base):
		// KMS CustomKeyStoreHasCMKsException ("the custom key store
		// contains AWS KMS keys ... After they are deleted, you can delete
		// the custom key store"): what it holds must go first.
		return codeRule{premise, false, modeFixed, "reads as a resource that still holds others: remove them first"}, true
	case alreadyPast(base) != "":
		// Organizations AccountAlreadyClosedException ("You attempted to
		// close an account that is already closed"): the end state holds.
		return codeRule{conflict, false, modeFixed, "reads as already done"}, true
	}
	return codeRule{}, false
}

// holdsOthers reports <Resource>Has<Things> (CustomKeyStoreHasCMKs,
// DirectoryHasDependents): the resource still holds things of a kind.
func holdsOthers(base string) bool {
	i := strings.LastIndex(base, "Has")
	if i <= 0 || i+4 > len(base) {
		return false
	}
	rest := base[i+3:]
	return rest[0] >= 'A' && rest[0] <= 'Z' && strings.HasSuffix(rest, "s") && !strings.HasPrefix(rest, "No")
}

// alreadyPast returns the past participle after "Already" in a code
// (AccountAlreadyClosed: "Closed"), or "".
func alreadyPast(base string) string {
	i := strings.Index(base, "Already")
	if i < 0 {
		return ""
	}
	rest := base[i+len("Already"):]
	j := 1
	for j < len(rest) && !(rest[j] >= 'A' && rest[j] <= 'Z') {
		j++
	}
	w := rest[:j]
	if len(w) < 4 || w[0] < 'A' || w[0] > 'Z' || !strings.HasSuffix(w, "ed") {
		return ""
	}
	return w
}

// awsEndState reads an "already exists" code whose message says the
// existing object differs from the one asked for: premise, the name is
// held by something else (endStateWords).
func awsEndState(code, text string, cr codeRule) (Result, bool) {
	if cr.kind != conflict {
		return Result{}, false
	}
	if r, ok := matchWords(endStateMatcher, text); ok && r.Kind == premise {
		r.Code, r.Reason = code, "aws: "+code+", but the message says: "+r.Reason
		return r, true
	}
	return Result{}, false
}

// idemReuseWords: an idempotency key the caller reuses for a different
// request, said under a 409 or 422 (Resend's 409 invalid_idempotent_request
// "Same idempotency key used with a different request payload", the IETF
// Idempotency-Key draft's 422 "MUST not be reused across different
// payloads", Stripe's "can only be used with the same parameters",
// Square's IDEMPOTENCY_KEY_REUSED): nothing the step wanted exists under
// the key; this call must change its key or payload (set 647). Read before
// conflictWords, whose "already used" would carry a fact that is not there.
var idemReuseWords = []pattern{
	{text: "idempotency key used with a different", kind: invalid, reason: "the idempotency key was used before for another request: change the key or the payload"},
	{text: "key was already used with different", kind: invalid, reason: "the idempotency key was used before for another request: change the key or the payload"},
	{text: "reused across different payloads", kind: invalid, reason: "the idempotency key was used before for another request: change the key or the payload"},
	{text: "can only be used with the same parameters", kind: invalid, reason: "the idempotency key was used before for another request: change the key or the payload"},
	// Stripe's other spelling, for a key first used on another endpoint
	// ("Keys for idempotent requests can only be used for the same endpoint
	// they were first used for ('/v1/invoices/in_x/pay' vs '/v1/invoices')",
	// stripe-ruby issue 598; set 1797).
	{text: "can only be used for the same endpoint", kind: invalid, reason: "the idempotency key was used before for another request: change the key or the payload"},
	{text: "can only be retried with the same request", kind: invalid, reason: "the idempotency key was used before for another request: change the key or the payload"},
	// set 1137: the same fact in other servers' words: a JSON API's 409
	// "Idempotency-Key k was already used with a different request body",
	// Twilio 17534 "was previously submitted with a different payload",
	// Stripe's idempotency_error "re-used on a request that does not match
	// the first request's API endpoint and parameters", Hyperline's 417
	// "but the new request has a different method, URL, or body".
	{text: "already used with a different request", kind: invalid, reason: "the idempotency key was used before for another request: change the key or the payload"},
	{text: "previously submitted with a different payload", kind: invalid, reason: "the idempotency key was used before for another request: change the key or the payload"},
	{text: "re-used on a request that does not match", kind: invalid, reason: "the idempotency key was used before for another request: change the key or the payload"},
	{text: "but the new request has a different", kind: invalid, reason: "the idempotency key was used before for another request: change the key or the payload"},
	// A duplicate the service detected itself, still running (Dropbox Sign's
	// 409 conflict "An identical request is already being processed.",
	// set 1332): nothing exists yet to skip to; its outcome comes shortly.
	{text: "an identical request is already being processed", kind: transient, reason: "an identical request is still running: wait, then read its outcome"},
}

var endStateMatcher = newMatcher(endStateWords)

// awsOperation returns the API operation an AWS SDK's frame names (boto3
// "when calling the DeleteSecret operation", aws-sdk-go-v2 "operation
// error Secrets Manager: DeleteSecret,"), or "".
func awsOperation(text string) string {
	if i := strings.Index(text, "when calling the "); i >= 0 {
		return wordFrom(text, i+len("when calling the "))
	}
	if i := strings.Index(text, "operation error "); i >= 0 {
		rest := text[i+len("operation error "):]
		if j := strings.Index(rest, ": "); j >= 0 && j < 40 {
			return wordFrom(rest, j+2)
		}
	}
	return ""
}

// deleteUnderway reports a delete the service refuses because the object
// is already on its way out (Secrets Manager DeleteSecret "You tried to
// perform the operation on a secret that's currently marked deleted", RDS
// DeleteDBInstance "Instance app-db is already being deleted", KMS
// ScheduleKeyDeletion on a key "pending deletion"): what the delete was
// for already holds, conflict, as "message to delete not found" above.
// Any other operation on such an object keeps premise (restore it first):
// blind sets 1017 and 1477 read the delete conflict, 77 labels read the
// other operations premise.
func deleteUnderway(text string) bool {
	op := awsOperation(text)
	if !strings.HasPrefix(op, "Delete") && op != "ScheduleKeyDeletion" {
		return false
	}
	return hasAny(text, "marked deleted", "marked for deletion", "already being deleted", "pending deletion", "pendingdeletion",
		"scheduled for deletion", "already scheduled for deletion", "is being deleted", "deletion is in progress")
}

// harborImmutableText is Harbor's refusal to move a tag its immutability
// rule locks, sent under 412 PRECONDITION (set 1640).
const harborImmutableText = "configured as immutable, cannot be updated"
