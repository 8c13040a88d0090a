package classify

import (
	"iter"
	"strings"
)

// Set 43's classes: failures whose status or code name points one way and
// whose meaning, in the vendor's own docs, is another. Each function is a
// principle read where the mechanism lives (awsShape, awsDecide,
// optimisticLock, worldShapes, FAILED_PRECONDITION, the Kubernetes Status
// reasons, the generic shapes); docs/taxonomy.md names the sources.

// awsStateShape reads an AWS code that is not in the table by what its
// name says about the world, before awsShape's general spellings (which
// would read "...LimitExceeded" as a rate and "Invalid..." as a bad call):
//
//   - <Service>OptInRequired, SubscriptionRequired, NotSubscribed (SNS
//     KMSOptInRequired "The access key ID needs a subscription for the
//     service", 403): an account step, as OptInRequired and NotSignedUp;
//   - <X>OptimisticLock (WAF WAFOptimisticLockException "has changed since
//     you last retrieved it"): the lock token is stale; read, then repeat;
//   - <X>Propagation<Y> (EKS ResourcePropagationDelayException, 428
//     "still propagating. Retry later"): a change that settles by itself;
//   - EncryptionFailure (Secrets Manager "can't encrypt ... using the
//     provided KMS key. Check that the KMS key is available, enabled"): the
//     key's state, as KMSInvalidStateException;
//   - <X>ConstraintViolation (Organizations): a generic code whose message
//     decides (modeInvalid reads it);
//   - <X>Not<Verb>able (Step Functions ExecutionNotRedrivable, CodePipeline
//     PipelineExecutionNotStoppableException, ...): the resource's state
//     forbids the operation; the request is well formed.
func awsStateShape(code string) (codeRule, bool) {
	base := strings.TrimSuffix(code, "Exception")
	has := func(s string) bool { return strings.Contains(base, s) }
	switch {
	case has("OptInRequired") || has("SubscriptionRequired") || has("NotSubscribed"):
		return codeRule{premise, false, modeFixed, "reads as a service the account has not subscribed to (an account step)"}, true
	case has("OptimisticLock"):
		return codeRule{premise, false, modeFixed, "reads as an optimistic lock: " + staleCopyReason}, true
	case has("Propagat"):
		return codeRule{transient, false, modeFixed, "reads as a change still propagating (it settles by itself)"}, true
	case strings.HasSuffix(base, "EncryptionFailure"):
		return codeRule{premise, false, modeFixed, "reads as a KMS key the service cannot use (disabled, pending deletion, not found)"}, true
	case has("ConstraintViolation"):
		return codeRule{invalid, false, modeInvalid, "reads as a constraint the call broke"}, true
	case notAble(base):
		return codeRule{premise, false, modeFixed, "reads as an operation the resource's state does not allow"}, true
	case stateCode(base):
		return codeRule{premise, false, modeState, "reads as the resource's state, not the request's"}, true
	}
	return codeRule{}, false
}

// stateCode reports a code spelled Invalid<X>State or Invalid<X>Status, or
// Incorrect..., with or without Fault (CloudFormation
// InvalidChangeSetStatus, RDS InvalidDBInstanceStateFault, ElastiCache
// InvalidCacheClusterStateFault, Redshift InvalidClusterStateFault, DMS
// InvalidResourceStateFault). "Invalid" reads as the request, but the rest
// names the resource's state: the request is well formed and the resource
// is not in a state that allows it ("cannot be executed in its current
// execution status of [OBSOLETE]": the stack moved on; set 72). The message
// decides only whether that state still changes by itself (stateSettles).
func stateCode(base string) bool {
	base = strings.TrimSuffix(base, "Fault")
	if !strings.HasPrefix(base, "Invalid") && !strings.HasPrefix(base, "Incorrect") {
		return false
	}
	return strings.HasSuffix(base, "State") || strings.HasSuffix(base, "Status")
}

// stateSettles reports a message whose state is one the service moves out
// of by itself: work in progress (CloudFormation CREATE_IN_PROGRESS,
// CREATE_PENDING; "currently creating", "being modified"), as settlingWords
// read under a generic code. "pending deletion" and "pending import" are
// states someone must end (KMS), not ones that settle.
func stateSettles(text string) bool {
	if hasAny(text, "_in_progress", "in progress", "create_pending", "update_pending", "currently creating", "currently modifying",
		"currently updating", "currently rebooting", "currently backing-up", "being created", "being modified", "being updated",
		// Redshift InvalidClusterStateFault "There is an operation running
		// on the Cluster. Please try to modify it later."
		"operation running", "operation is running", "try to modify it later", "try again later") {
		return true
	}
	r, ok := matchWords(settlingMatcher, text)
	return ok && r.Kind == transient
}

// notAble reports a code spelled <X>Not<Verb>able ("NotRedrivable",
// "NotStoppable"). "NotAvailable" is a capacity or an outage and
// "NotAcceptable" a media type: neither is a state of the target.
func notAble(base string) bool {
	i := strings.LastIndex(base, "Not")
	if i <= 0 || i+3 >= len(base) {
		return false
	}
	rest := base[i+3:]
	if rest[0] < 'A' || rest[0] > 'Z' || rest == "Available" || rest == "Acceptable" {
		return false
	}
	return strings.HasSuffix(rest, "able") || strings.HasSuffix(rest, "ible")
}

// staleRead reports an optimistic lock in the words services use when the
// token is a revision or lock token rather than a fingerprint: Lambda's
// "The RevisionId provided does not match the latest RevisionId ... retrieve
// the latest RevisionId", WAF's "has changed since you last retrieved it.
// Get the resource again", IAM's "retry the whole read-modify-write". The
// caller reads the object again and repeats the same change: premise, by
// the stale-copy ruling (staleref.go).
func staleRead(t string) bool {
	return hasAny(t, "changed since you last retrieved", "changed since you last read", "modified since you last read",
		"changed since it was last read", "latest revisionid", "retrieve the latest revision", "get the resource again",
		"read-modify-write")
}

// awsStale decides a precondition code whose message is a stale lock token
// (staleRead): the object moved on since it was read, and a re-read repeats
// the change; without those words PreconditionFailed stays premise.
func awsStale(code, text string) (Result, bool) {
	if strings.TrimSuffix(code, "Exception") != "PreconditionFailed" || !staleRead(text) {
		return Result{}, false
	}
	return Result{Kind: premise, Code: code, Reason: "aws: " + code + " from optimistic locking: " + staleCopyReason}, true
}

// stateShapes are states of the world worded under a generic code (a 400,
// invalid_request_error, ClientException, a webhook's refusal), read first
// by worldShapes because the generic words they contain ("unauthorized",
// "not found", "limit", "denied the request") would decide otherwise:
//
//   - a payment the payer or the issuer did not authorise (Stripe
//     debit_not_authorized "The customer has notified their bank that this
//     payment was unauthorized", capture_unauthorized_payment "You cannot
//     capture this unauthorized payment"): the payment's state, not the
//     caller's credentials: premise;
//   - an object not in the state the operation needs (Stripe
//     intent_invalid_state "Intent is not in the state that is required to
//     perform the operation"): premise;
//   - an identifier no account holds (S3 UnresolvableGrantByEmailAddress
//     "does not match any account on record", Firebase Auth "There is no user
//     record corresponding to this identifier", firebase-admin-go "no user
//     exists with the uid: ...", Triton IMGAPI AccountDoesNotExist "No
//     account exists with the UUID/login given"): premise; a sign-in's
//     "password does not match any account" stays the credential's;
//   - a count the account holds at its ceiling (Organizations "the limit on
//     the number of accounts in an organization ... request an increase in
//     your limit", "exceed the number of policies that you can have in an
//     organization"): premise, unless the count is of running work (runningWork);
//   - a delete refused while another object is still associated with it
//     (Batch "Cannot delete, found existing JobQueue relationship"): remove
//     that first: premise;
//   - a route or name another object defines (ingress-nginx "host ... and
//     path ... is already defined in ingress ns/name"): the step made
//     nothing, as heldWords: premise;
//   - a change still propagating: transient.
func stateShapes(t string) (Result, bool) {
	if r, ok := branchRuleRefusal(t); ok {
		return r, true
	}
	if r, ok := gitFetchPartial(t); ok { // gitfetch.go
		return r, true
	}
	if r, ok := gitServerRefusal(t); ok { // gitrefusal.go
		return r, true
	}
	switch {
	case hasAny(t, "payment was unauthorized", "payment was unauthorised", "unauthorized payment", "unauthorised payment",
		"debit was unauthorized", "debit was unauthorised", "unauthorized debit", "unauthorised debit",
		"transaction was unauthorized", "charge was unauthorized"):
		return verdict(premise, "the payer or the issuer did not authorise the payment: a fact about the payment, not the caller's credentials")
	case hasAny(t, "not in the state that is required", "not in the required state", "not in a state that allows", "not in a state that permits",
		// Set 1553: the object's status or state said unfit for the
		// operation (Microsoft Advertising 1008 "The account status is not
		// valid for the requested operation.").
		"status is not valid for the requested operation", "state is not valid for the requested operation",
		"status is not valid for this operation", "state is not valid for this operation",
		"status is invalid for the requested operation", "state is invalid for the requested operation"):
		return verdict(premise, "the object is not in the state the operation needs")
	case hasAny(t, "does not match any account", "doesn't match any account", "no account on record", "no user record corresponding",
		"no user exists with", "no account exists with") &&
		!hasAny(t, "password", "credential"):
		return verdict(premise, "no account holds that identifier")
	case hasAny(t, "limit on the number of", "exceed the number of", "increase in your limit") && accountScope(t) && !runningWork(t) &&
		!hasAny(t, "concurren", "simultaneous", "running", "in progress", "per second", "per minute"):
		return verdict(premise, "a count the account holds is at its limit: waiting never helps")
	case hasAny(t, "cannot delete", "can't delete", "unable to delete",
		// Set 1553: the same refusal in the passive or as a remove (Google
		// Ads CAMPAIGN_BUDGET_IN_USE "The campaign budget is associated
		// with at least one campaign, and so the campaign budget cannot be
		// removed.").
		"cannot be deleted", "can't be deleted", "cannot be removed", "can't be removed", "cannot remove", "can't remove", "unable to remove") &&
		hasAny(t, "relationship", "still associated", "is associated with", "are associated with"):
		return verdict(premise, "another object is still associated with it: remove that first")
	case hasAny(t, "is already defined in ingress", "already defined in another ingress"):
		return verdict(premise, "another object already defines it: the step made nothing; use another or free it first")
	case devModeMustGoLive(t):
		return verdict(premise, "the app or object is still in development mode and must be public (live) first: a state the plan assumed, not an argument")
	case stateRequired(t):
		return verdict(premise, "the object is not in the state the act needs (\"must be stopped before\", \"must be live\", \"does not have tracking enabled\", \"still a draft\"): the arguments are fine, the plan assumed the state")
	case hasAny(t, "still propagating"):
		return verdict(transient, "a change is still propagating: it settles by itself")
	case hasAny(t, "invalid state for this operation", "not in a valid state for this operation") &&
		hasAny(t, "must be ready", "must be in ready state", "must be in a ready state", "must be in the ready state"):
		// The state the operation needs named as Ready, the one the
		// resource returns to by itself when its current work ends
		// (Elastic Beanstalk "Environment named x is in an invalid state
		// for this operation. Must be Ready." while an update runs, set
		// 163): wait, as settlingWords' "is not ready".
		return verdict(transient, "the resource must be Ready, a state it returns to when its current work ends: wait")
	}
	return Result{}, false
}

// accountScope reports a limit the message scopes to what an account,
// organization or project holds, or one raised by asking the provider: a
// count of stored things, not of the items in this request ("a limit on
// the number of fields in a request" is the call's).
func accountScope(t string) bool {
	return hasAny(t, "you can have", "in an organization", "in your organization", "your account", "per account", "in the account",
		"this account", "per project", "your project", "request an increase", "increase in your limit", "limit increase")
}

// orgPolicyRefusal reports a FAILED_PRECONDITION that is an organization
// policy refusing the call (Google Cloud: "Key creation is not allowed on
// this service account" under constraints/iam.disableServiceAccountKeyCreation,
// "One or more users named in the policy do not belong to a permitted
// customer" under domain-restricted sharing, "Constraint
// constraints/compute.vmExternalIpAccess violated"): an administrator's
// rule the agent has no authority over, denied, not a state the plan can
// change.
func orgPolicyRefusal(t string) bool {
	return hasAny(t, "organization policy", "organisation policy", "org policy", "constraints/", "permitted customer",
		"key creation is not allowed", "disallowed by policy")
}

// k8sObjectPhase reads a Kubernetes BadRequest or Invalid about the
// object's phase rather than the request: a pod the scheduler has not
// placed yet (pkg/registry/core/pod: "pod x does not have a host
// assigned") settles by itself; an object being deleted (apimachinery
// ValidateObjectMetaUpdate: "no new finalizers can be added if the object
// is being deleted") is going away, so what the step adds to it is moot.
func k8sObjectPhase(msg string) (Result, bool) {
	switch {
	case hasAny(msg, "does not have a host assigned"):
		return verdict(transient, "the pod is not scheduled to a node yet: it settles by itself")
	case hasAny(msg, "if the object is being deleted", "because the object is being deleted"):
		return verdict(premise, "the object is being deleted: what the step adds to it goes with it")
	}
	return Result{}, false
}

// k8sNoneFound reports admission's "no <Kind> with name x was found"
// (plugin/pkg/admission/priority): a cluster object the spec names is
// absent, as its "not found".
func k8sNoneFound(msg string) bool {
	return hasFold(msg, " was found") && hasAny(msg, ": no ", " no such ")
}

// branchRuleRefusal reads a write the host's branch rules refuse (GitHub
// GH013 and the REST API's "Repository rule violations found", GH006
// "Protected branch update failed", GitLab, Bitbucket, Azure Repos): the
// actor may not write there and a pull request is the route, denied,
// whatever the status (the contents API answers 409, which reads as
// conflict). A secret in the commits ("Push cannot contain secrets") is
// their content: invalid.
func branchRuleRefusal(t string) (Result, bool) {
	switch {
	case hasAny(t, "push cannot contain secrets", "github push protection", "secrets detected in code changes"):
		return verdict(invalid, "the host's secret scanning refuses commits that carry a secret: rewrite them without it")
	case hasAny(t, "commit message does not follow the pattern", "committer email is one of your own verified emails"):
		// GitLab push rules on the commits' own content (set 1267): "Commit
		// message does not follow the pattern '<regex>'" and "You cannot
		// push commits for '<email>'. You can only push commits if the
		// committer email is one of your own verified emails." The pusher
		// may push; the commits must be rewritten (message, committer):
		// invalid, as a secret in the commits.
		return verdict(invalid, "the host's push rule refuses the commits' message or committer: rewrite the commits to satisfy it")
	case hasFold(t, "refusing to allow") && hasFold(t, "to create or update workflow"):
		// GitHub's refusal of a push that writes a workflow file with a
		// token that may not ("refusing to allow a Personal Access Token
		// to create or update workflow `.github/workflows/x.yml` without
		// `workflow` scope"; an OAuth App's or GitHub App's, "without
		// `workflows` permission"): the token's scope, not the commits
		// (set 1241).
		return verdict(denied, "the host refuses a workflow file from a token without the workflow scope or permission: use a token that has it")
	case hasAny(t, "enabled or enforced saml sso", "protected by organization saml enforcement"):
		// An organization's SAML SSO enforcement over a credential not
		// authorized for it (git's "The 'org' organization has enabled or
		// enforced SAML SSO. To access this repository, you must use ...
		// that has been authorized for this organization"; the API's
		// "Resource protected by organization SAML enforcement"): a person
		// must authorize the credential (set 1241).
		return verdict(denied, "the organization enforces SAML SSO and this credential is not authorized for it: authorize it (a person's act)")
	case hasAny(t, "before this pull request can be merged", "conversation must be resolved", "conversations must be resolved"):
		// A merge the rules hold until the pull request is ready (an open
		// conversation, a review, a check): its state, premise, as
		// githubDecide reads the REST body (set 1003).
		return verdict(premise, "the repository's rules hold the merge until the pull request is ready (an open conversation, a review, a check): settle that first")
	case hasAny(t, "repository rule violations", "protected branch update failed", "protected branch hook declined",
		"not allowed to push code to protected branches", "can only be modified through pull requests",
		"pushes to this branch are not permitted",
		// A self-hosted server's own hook (Gitea "Not allowed to push to
		// protected branch", a pre-receive hook's "refusing to update
		// protected branch", GitLab's force push to "a protected branch").
		"to protected branch", "update protected branch", "push code to a protected branch", "is protected from force push"):
		return verdict(denied, "the host's branch rules refuse this write from this actor: go through a pull request")
	case hasAny(t, "(deletion prohibited)", "denying ref deletion for", "denying non-fast-forward "):
		// The receiving git's own receive.denyDeletes and
		// receive.denyNonFastForwards (builtin/receive-pack.c "denying ref
		// deletion for %s", "denying non-fast-forward %s (you should pull
		// first)", relayed as "[remote rejected] ... (deletion prohibited)"
		// or "(non-fast-forward)"): the remote forbids deleting or rewriting
		// refs by push, even a forced one; a plain push that is behind is
		// refused by the client itself ("[rejected]"), so this is the
		// server's rule over the pusher: denied (set 1777).
		return verdict(denied, "the remote's receive.denyDeletes or receive.denyNonFastForwards forbids deleting or rewriting this ref by push: whoever runs the remote must do it")
	case hasAny(t, "pack exceeds maximum allowed size", "rejecting the pack. max object size limit"):
		// The receiving git's own size ceiling on what is pushed (git
		// builtin/index-pack.c "pack exceeds maximum allowed size", with
		// the limit in brackets since git 2.36, receive.maxInputSize as
		// GitHub and GitLab set it; JGit/GitBucket "Object too large (N
		// bytes), rejecting the pack. Max object size limit is N bytes"):
		// the same push fails again whatever the wait, so it must be split
		// or rewritten: invalid. It wins over the transport collapse it
		// causes ("RPC failed; curl 92 ... CANCEL", "unexpected disconnect
		// while reading sideband packet"), which alone reads transient
		// (set 1461: desktop/desktop#15032, rtyley/bfg-repo-cleaner#403,
		// gitbucket#2515).
		return verdict(invalid, "the remote refuses a pack or object over its size limit: push in smaller parts or rewrite the commits without the large object")
	case hasAny(t, "check that you have proper access to the repository"):
		// git-lfs's template for a 401 or 403 from its batch, locks or
		// transfer endpoints (lfshttp/errors.go defaultErrors
		// "Authorization error: %s\nCheck that you have proper access to
		// the repository"), with or without "Authentication required: "
		// before it: the credential git-lfs used may not read or write
		// there: denied (set 1461: git-lfs#3002). Its 404 template ("Check
		// that it exists and that you have proper access to it") and
		// "Rate limit exceeded" keep their readings.
		return verdict(denied, "git-lfs's server refused the credential (401/403 Authorization error): use one with access to the repository")
	case pushHookDeclined(t) && hasAny(t, "git lfs", "git large file storage", "git-lfs"):
		// A server hook that points the pusher at Git LFS (set 1346: a
		// pre-receive hook's "file x is N bytes; this server caps blobs at
		// N bytes (use Git LFS)"; GitHub's GH001 "You may want to try Git
		// Large File Storage", GitLab's and Bitbucket's size rules say the
		// same): a file in the commits is over the remote's size rule, the
		// commits' content: invalid, as GH001.
		return verdict(invalid, "the remote's push hook refuses a file over its size rule (it points at Git LFS): rewrite the commits without it")
	case pushHookDeclined(t) && hasAny(t, "message must ", "commit message does not ", "commit messages must ",
		// Set 1504: the same rule worded on the subject line or on the
		// ticket a commit must name ("subject must start with a ticket id
		// like ABC-123", "commit subject ...", "missing issue key").
		"subject must ", "commit subject ", "subject line must ", "ticket id", "issue key"):
		// A hook's rule on the commits' messages (set 1346: "commit 1a2b3c4
		// message must reference a ticket like W-123"; Jira-style hooks'
		// "Commit message must contain a valid issue key"): the pusher may
		// push; the messages must be rewritten: invalid, as GitLab's
		// "does not follow the pattern".
		return verdict(invalid, "the remote's push hook refuses the commits' messages: reword the commits to satisfy it")
	case pushHookDeclined(t) && hasAny(t, " is protected;", " is protected.", " is protected,", " is protected:",
		// Set 1504: a hook that forbids writing the branch directly ("policy:
		// direct pushes to main are not allowed; open a merge request from a
		// feature branch", "pushing directly to master is not permitted"):
		// the same branch rule, go through a review.
		"direct pushes to ", "direct push to ", "pushing directly to ", "push directly to ", "pushes directly to "):
		// A hook that names the ref protected (set 1346: an update hook's
		// "ref refs/heads/release-x is protected; only the release-bot may
		// update it"): the same branch rule as "to protected branch".
		return verdict(denied, "the remote's push hook protects this ref from this pusher: go through whoever may write it")
	case pushHookDeclined(t) &&
		hasAny(t, "not allowed for ", "not permitted for ", "are not allowed to push", "is not allowed to push", "permission", "access denied", "denied by ", "forbidden", "unauthorized", "not authorized"):
		// A server hook's own policy text, relayed by git as "remote: ..."
		// before the refusal, that refuses this pusher (set 593: "direct
		// pushes to trunk of guarded.git are not allowed for w593-bot").
		// A rule on what is pushed ("names consisting of 40 hex characters
		// are not allowed", GH002; a file over the size limit) is the
		// content's, and keeps its reading.
		return verdict(denied, "the remote's push hook refuses this write by policy: the pusher may not write there")
	}
	return Result{}, false
}

// fullQueueWords: a queue or buffer of in-flight work that is full (see
// unseenStates); Azure IoT Hub's 403004 "The device maximum queue depth has
// been exceeded" is a device's queue of messages it has not completed yet
// (set 1315).
var fullQueueWords = []string{"flow controller limit exceeded", "flow control limits exceeded", "bundler reached buffered byte limit", "queue full", "queue is full", "queue overflow",
	"maximum queue depth has been exceeded", "messages enqueued for the device exceeds the queue limit", "outstanding elements has been reached", "outstanding request bytes has been reached",
	"cannot buffer more", "buffer is full", "buffers are full", "buffer full", "outbound buffer limit exceeded",
	// A concurrency limiter's own queue of waiters, full (set 1613):
	// Pydantic AI's ConcurrencyLimitExceeded "Concurrency queue depth (11)
	// exceeds max_queued (10)", resilience4j's BulkheadFullException
	// "Bulkhead 'x' is full and does not permit further calls", Polly's
	// BulkheadRejectedException "The bulkhead semaphore and queue are
	// full and execution was rejected.": in-flight calls end and free it.
	"exceeds max_queued", "is full and does not permit further calls", "bulkhead semaphore and queue are full"}

// unseenStates are texts no protocol owns:
//
//   - a push the host's branch rules refuse (GitHub GH013 "push declined due
//     to repository rule violations", GH006 "Protected branch update
//     failed", GitLab "You are not allowed to push code to protected
//     branches", Bitbucket "can only be modified through pull requests",
//     Azure Repos TF402455 "Pushes to this branch are not permitted"): the
//     actor may not write there; a pull request is the route: denied. The
//     same GH013 for secret scanning ("Push cannot contain secrets", GitLab
//     "Secrets detected in code changes") is the commits' content: invalid,
//     rewrite them;
//   - a client library's own flow control (Pub/Sub Go "pubsub:
//     MaxOutstandingMessages flow controller limit exceeded", its bundler's
//     "bundler reached buffered byte limit", librdkafka "Local: Queue
//     full", Python Pub/Sub "Flow control limits exceeded", gax-java's
//     FlowController "The maximum number of N outstanding elements has been
//     reached"; set 411: franz-go's ErrMaxBuffered "the maximum amount
//     of records are buffered, cannot buffer more", nats.go's "outbound
//     buffer limit exceeded", a sender's "send buffer is full"): in-flight
//     work in this process that drains: transient;
//   - a phase before running (kubectl "pod is not running. Current
//     status=Pending"): transient, though "not running" reads as stopped.
func unseenStates(t string) (Result, bool) {
	if r, ok := branchRuleRefusal(t); ok {
		return r, true
	}
	switch {
	// A sender's queue that is full (set 780: the OpenTelemetry Collector's
	// exporterhelper "sending queue is full", Java's ArrayBlockingQueue
	// "Queue full", sentry-python's "background worker queue full",
	// libhoney-go's "queue overflow") is the same in-flight work: it
	// drains as the exporter catches up.
	case hasAny(t, fullQueueWords...):
		return verdict(transient, "the client's own queue of in-flight work is full: it drains")
	// A cap on work still waiting or in flight (worldstate.go runningWork):
	// "too many" and "limit" read as a request to shrink or a quota, but
	// the count frees as that work ends (set 62).
	case hasAny(t, "too many", "limit", "exceed", "maximum number") && runningWork(t):
		return verdict(transient, "a cap on work still waiting or in flight is reached: it frees as that work ends")
	// A holder's count limit, reached (heldlimits.go holderLimitReached,
	// set 1582): "Your organization has reached its machine limit".
	case holderLimitReached(t):
		return verdict(premise, holderLimitReason)
	case hasAnyOutsideQuery(t, "status=pending", "status: pending", "phase is pending"): // urlquery.go
		return verdict(transient, "the object is Pending, the phase before it runs: it settles by itself")
	}
	// The same states with no protocol or code to read them under.
	return stateShapes(t)
}

// stateRequired reads a refusal that names the state the object must be
// in for the act, under whatever status the service chose (a 400, 405,
// 409 or 422): "the job must be paused before it can be resumed", "the
// broadcaster must be streaming live" (Twitch), "Inventory item does not
// have inventory tracking enabled" (Shopify), "Pull Request is still a
// draft" (GitHub's 405). The arguments are fine; the object is not where
// the plan believed, and another step (stop it, enable it, mark it ready)
// comes first: premise. A form the argument must take first ("must be
// base64-encoded before upload") names the argument, and stays invalid.
func stateRequired(t string) bool {
	for i := range foldMatches(t, "must be ") {
		if i > 0 && isAlnum(t[i-1]) {
			continue
		}
		rest := t[i+len("must be "):]
		word := wordFrom(rest, 0)
		switch {
		case objectState(word) && hasFold(rest[len(word):min(len(rest), len(word)+9)], " before "):
			return true
		case hasFold(word, "in") && stateNamed(rest):
			return true
		}
		if w, ok := foldIn(word, objectStates[:]); ok && !hasAny(t, "token", "credential", "api key", "password") && !holderSubject(t[:i]) {
			// The state word ends the clause ("must be live.", "must be
			// stopped to resize"), not an adjective of a value ("must be
			// active for at least 30 days" is still a state, "must be an
			// open interval" is not: no article reaches here).
			after := strings.TrimLeft(rest[len(w):], " ")
			if w == "empty" && matchAt(after, 0, "for ") {
				// "the body must be empty for GET requests": the request's
				// own part, not an object's state.
				continue
			}
			if _, next := foldIn(wordFrom(after, 0), objectStates[:]); next ||
				after == "" || !isAlnum(after[0]) || matchAt(after, 0, "to ") || matchAt(after, 0, "for ") || matchAt(after, 0, "before ") || matchAt(after, 0, "first") {
				return true
			}
		}
	}
	// The object said not to be in the state the act needs, the state
	// named as a state: BullMQ "Job 88 is not in the active state.
	// moveToFinished", "order is not in the pending state" (held-out set
	// 1184). "not in the expected format" (set 270) names no state; an
	// article other than "the" (Gemini's "not in an ACTIVE state", which
	// the file reaches by itself, set 1166) and none (Entra "not in required
	// device state") keep their readings.
	for _, cue := range [...]string{" is not in the ", " are not in the ", " isn't in the ", " was not in the "} {
		for i := range foldMatches(t, cue) {
			if stateNamed(t[i+len(cue):]) {
				return true
			}
		}
	}
	if hasAny(t, "still a draft", "still in draft") {
		return true
	}
	// The act refused on a parent that is still a draft: Google Play's
	// rolloutNotPermittedOnDraftApp "Only releases with status draft may
	// be created on draft app." until the app is published once in Play
	// Console (held-out set 768). The release is fine; the app's state is
	// what the plan assumed away.
	if hasAny(t, "on draft app", "on a draft app", "for a draft app", "on draft apps", "for draft apps") {
		return true
	}
	if onlyWhenState(t) {
		return true
	}
	if gatedWithState(t) {
		return true
	}
	// The states the act is allowed in, named as the only ones: DocuSign's
	// "Only envelopes in the 'Sent' or 'Delivered' states may be
	// voided.", "Only orders in the PENDING state can be cancelled",
	// "Only jobs in status FAILED can be retried" (held-out set 721).
	// A format or group after "in the" names the argument, not a state.
	if onlyInState(t) {
		return true
	}
	// The state the act needs, after "unless": Braintree's "Cannot refund
	// transaction unless it is settled.", "cannot void unless it is
	// authorized" (held-out set 683).
	for _, cue := range [...]string{"unless it is ", "unless it's ", "unless it has been "} {
		for i := range foldMatches(t, cue) {
			if objectState(wordFrom(t, i+len(cue))) {
				return true
			}
		}
	}
	// The step that puts the object in that state, named as the one to
	// take first ("Call 'fit' ... before using this estimator"; firststep.go).
	if stepFirst(t) {
		return true
	}
	// "does not have <feature> enabled": a setting of the object, off.
	for _, cue := range [...]string{"does not have ", "doesn't have ", "do not have "} {
		for i := range foldMatches(t, cue) {
			rest := t[i+len(cue):]
			if j := indexFold(rest, " enabled"); j > 0 && j < 40 && !strings.ContainsAny(rest[:j], ".,;:") {
				return true
			}
		}
	}
	return false
}

// gatedWithState reads an act allowed or refused for objects "with" a
// status or state (the eHealth Infrastructure FHIR server's
// OperationOutcome diagnostics, held-out set 1605: "Update is only allowed
// for PlanDefinition with status: DRAFT or ACTIVE.", "Update is not
// allowed for ActivityDefinition with ACTIVE status to different than
// RETIRED status.", "All referenced activity definitions or subplans
// should be with state: \"active\""). The request is well formed; the
// record (or what it references) is in a state the act is not offered in:
// premise, as "can only be deleted while in PENDING status". The restriction
// and the "with" phrase must share a sentence; a status that is the
// request's own part ("only allowed with status filter", "with status
// code") or the caller's standing ("users with status blocked") is not it.
func gatedWithState(t string) bool {
	for i := range foldMatches(t, " with ") {
		rest := t[i+len(" with "):]
		if e := strings.IndexAny(rest, ".;\n"); e >= 0 {
			rest = rest[:e]
		}
		w := wordFrom(rest, 0)
		named := false
		switch {
		case strings.EqualFold(w, "status") || strings.EqualFold(w, "state"):
			// "with status: X", "with state X": the value follows; a
			// request part ("with status code", "with status filter")
			// names none.
			after := strings.TrimLeft(rest[len(w):], " :=")
			v := strings.Trim(wordFrom(strings.TrimLeft(after, "\\\"'"), 0), "\\\"'")
			named = v != "" && !hasAny(v, "code", "filter", "parameter", "param", "field") && (objectState(v) || isUpperWord(v) || strings.EqualFold(v, "draft"))
		case w != "":
			// "with ACTIVE status", "with a draft state".
			n := wordFrom(strings.TrimLeft(rest[len(w):], " "), 0)
			named = (strings.EqualFold(n, "status") || strings.EqualFold(n, "state")) && (objectState(w) || isUpperWord(w) || strings.EqualFold(w, "draft"))
		}
		if !named {
			continue
		}
		start := strings.LastIndexAny(t[:i], ".;\n") + 1
		before := t[start:i]
		if hasAny(before, "user", "member", "account", "customer", "caller", "token", "credential") || holderSubject(before) {
			continue
		}
		if hasAny(before, "only allowed for", "only permitted for", "only possible for", "not allowed for", "not permitted for", "should be", "must be") {
			return true
		}
	}
	return false
}

// isUpperWord reports a word of two or more upper-case letters (a status
// as an enum names it: DRAFT, ACTIVE, RETIRED).
func isUpperWord(w string) bool {
	if len(w) < 2 {
		return false
	}
	for i := 0; i < len(w); i++ {
		if (w[i] < 'A' || w[i] > 'Z') && w[i] != '_' {
			return false
		}
	}
	return true
}

// onlyWhenState reads the act restricted to a time when some object is
// in a state: "Simulcast targets can only be added when the live stream is
// idle" (Mux, held-out set 723), "The running mode can only be updated
// when the pool is in a stopped state" (AWS WorkSpaces). The arguments are
// fine; the object is not where the plan believed: premise, as "must be
// <state>". A condition on a value ("only allowed when the '--module'
// option is 'es2020'") names no object state and keeps its reading; a
// credential's or the holder's own standing is left to the authority and
// account rules, and so is a bare noun (a request option, below).
func onlyWhenState(t string) bool {
	for i := range foldMatches(t, " only ") {
		s := t[i+len(" only "):]
		if e := strings.IndexAny(s, ".;\n"); e >= 0 {
			s = s[:e]
		}
		c := -1
		if matchAt(s, 0, "when ") || matchAt(s, 0, "while ") {
			c = 0
		}
		for _, cue := range [...]string{" when ", " while "} {
			if c < 0 {
				if j := indexFold(s, cue); j >= 0 {
					c = j + 1
				}
			}
		}
		if c < 0 {
			continue
		}
		clause := s[c:]
		clause = clause[strings.IndexByte(clause, ' ')+1:]
		// The state named with no object ("Invoices can only be deleted
		// while in draft status", "can only be cancelled when in PENDING
		// state"): the subject's own state, as "only <things> in <A> state"
		// below; a mode or a setting ("only while in debug mode") names none.
		if matchAt(clause, 0, "in ") {
			if w := wordFrom(clause, len("in ")); stateNamed(clause) || objectState(w) || strings.EqualFold(w, "draft") {
				return true
			}
		}
		// The object named with an article or "it": a bare noun is mostly
		// a request option ("`temperature` may only be set to 1 when
		// thinking is enabled", Anthropic), the call's own argument.
		// "is in <A> status" names a state whatever the noun's article
		// ("while invoice is in draft status").
		article := matchAt(clause, 0, "the ") || matchAt(clause, 0, "it ") || matchAt(clause, 0, "its ")
		if hasAny(clause, "token", "credential", "api key", "password") || holderSubject(clause) {
			continue
		}
		for _, be := range [...]string{" is ", " are "} {
			for j := range foldMatches(clause, be) {
				rest := clause[j+len(be):]
				w := wordFrom(rest, 0)
				if _, ok := foldIn(w, objectStates[:]); ok && article {
					return true
				}
				if strings.EqualFold(w, "in") && stateNamed(rest) {
					return true
				}
			}
		}
	}
	return false
}

// onlyClauses yields what follows each word "only" in t up to the end of
// its sentence.
func onlyClauses(t string) iter.Seq[string] {
	return func(yield func(string) bool) {
		for i := range foldMatches(t, "only ") {
			if i > 0 && isLetter(t[i-1]) {
				continue
			}
			rest := t[i+len("only "):]
			if j := strings.IndexAny(rest, ".;!?\n"); j >= 0 {
				rest = rest[:j]
			}
			if !yield(rest) {
				return
			}
		}
	}
}

// onlyInState reads "only <things> in [the] <A> [or <B>] state(s)/status
// may/can be <done>" within one clause.
func onlyInState(t string) bool {
	for rest := range onlyClauses(t) {
		k := indexFold(rest, " in ")
		if k <= 0 || strings.Count(rest[:k], " ") > 2 {
			continue
		}
		after := rest[k+len(" in "):]
		m := -1
		for _, w := range [...]string{" may be ", " can be ", " may only be ", " can only be "} {
			if x := indexFold(after, w); x > 0 && (m < 0 || x < m) {
				m = x
			}
		}
		if m <= 0 {
			continue
		}
		if hasAny(after[:m], "state", "status") {
			return true
		}
	}
	return onlyStateAdjectives(t)
}

// lifecycleAdjectives are the states a record of work passes through that
// objectState leaves out, said before the noun ("only sent envelopes").
var lifecycleAdjectives = [...]string{"draft", "sent", "pending", "queued", "scheduled", "failed", "unpaid", "unsent"}

// onlyStateAdjectives reads the same allowed states said as adjectives
// before the noun: DocuSign's ENVELOPE_CANNOT_VOID_INVALID_STATE "Only
// sent or delivered envelopes may be voided.", "Only draft invoices can
// be deleted", "Only failed or canceled jobs can be retried" (held-out
// set 1160). Every word between "only" and the noun must be a state
// (joined by "or", "and" or a comma), so a format, a role or a count
// ("only PNG images", "only admin users", "only 3 files") keeps its
// reading. A message that also names the object's current state ("because
// its status is 'Published'. Only Draft events can be published.") is left
// to the rules that compare that state with the act (set 618: the act's
// own end state is a conflict).
func onlyStateAdjectives(t string) bool {
	if hasAny(t, "status is", "state is", "is currently", "status was", "state was") {
		return false
	}
	for rest := range onlyClauses(t) {
		words := strings.Fields(strings.ReplaceAll(rest, ",", " "))
		if len(words) < 4 {
			continue
		}
		v := -1
		for k, w := range words {
			if k >= 2 && (strings.EqualFold(w, "may") || strings.EqualFold(w, "can")) {
				v = k
				break
			}
		}
		if v < 2 || v+1 >= len(words) || v > 6 {
			continue
		}
		next := strings.ToLower(words[v+1])
		if next == "only" && v+2 < len(words) {
			next = strings.ToLower(words[v+2])
		}
		if next != "be" {
			continue
		}
		states := 0
		ok := true
		for _, w := range words[:v-1] {
			lw := strings.ToLower(w)
			if lw == "or" || lw == "and" {
				continue
			}
			if _, life := foldIn(lw, lifecycleAdjectives[:]); life || objectState(lw) {
				states++
				continue
			}
			ok = false
			break
		}
		if ok && states > 0 {
			return true
		}
	}
	return false
}

// objectStates are the states an object, not a value, is said to be in
// ("must be stopped", "must be streaming live"). "Ready" is left out: a
// resource that must be Ready is mostly one still at work, a wait (the
// Elastic Beanstalk case above, set 163).
var objectStates = [...]string{
	"live", "running", "stopped", "paused", "idle", "online", "offline", "published", "unpublished", "enabled", "disabled",
	"active", "inactive", "suspended", "started", "empty", "unlocked", "locked", "attached", "detached", "deployed",
	"streaming", "open", "closed",
	// "failed": a run or job state the retry acts need (Argo "workflow
	// must be Failed/Error to retry"; held-out set 1184).
	"failed",
}

// objectState reports a state word of an object: objectStates, or one of
// the end states of alreadyBlocking and alreadyEither.
func objectState(w string) bool {
	if _, ok := foldIn(w, objectStates[:]); ok {
		return true
	}
	// "Resolved" and "signed" also name what becomes of an argument ("all
	// recipients must be resolved before", "must be signed before
	// sending"): not read as an object's state here.
	st, ok := stateWordAt(w)
	return ok && st != "resolved" && st != "signed"
}

// holderSubject reports a clause about the caller's own account or
// organization ("your organization must be verified to stream"): the
// holder's standing, which the authority and account rules read.
func holderSubject(before string) bool {
	return hasAny(before[max(0, len(before)-40):], "your organization", "your organisation", "your account", "your team", "your project", "you must", "user must", "caller must")
}

// stateNamed reads "in <a|the> <state> state|status|phase" after "must be",
// within the clause ("must be in the 'stopped' state").
func stateNamed(rest string) bool {
	head := rest[:min(len(rest), 48)]
	if i := strings.IndexAny(head, ".;"); i >= 0 {
		head = head[:i]
	}
	return hasWord(head, "state") || hasWord(head, "status") || hasWord(head, "phase")
}

// pushHookDeclined reports git's relay of a server hook's refusal of a
// push: "(pre-receive hook declined)", "(update hook declined)",
// gitolite's "(hook declined)", "hook declined to update"; and Mercurial's
// hook.py "abort: pretxncommit.x hook exited with status 1" (a local
// commit hook, or "remote: prechangegroup.x hook exited with status 1"
// relayed before "abort: push failed on remote"), whose own lines before
// it rule the same way (set 1616).
func pushHookDeclined(t string) bool {
	return hasAny(t, "pre-receive hook declined", "update hook declined", "pre-receive hook rejected", "(hook declined)", "hook declined to update", " hook exited with status ")
}

// devModeMustGoLive reports a refusal because an app (or what it made) is
// still in development mode and must be made public or live first (Meta
// Marketing API 100/1885183 "Ads creative post was created by an app that
// is in development mode. It must be in public to create this ad.", set
// 1553). Meta's login refusal "This app is still in development mode, and
// you don't have access to it" names the user's access, not a state to
// change, and has none of these words.
func devModeMustGoLive(t string) bool {
	return hasAny(t, "in development mode", "in dev mode") &&
		hasAny(t, "must be in public", "must be public", "must be live", "must be made public", "must be in live mode", "switch it to live", "switch the app to live")
}
