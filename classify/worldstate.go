package classify

import "strings"

// The world's state behind a generic code.
//
// Services answer many failures with a code that names no cause: AWS
// InvalidRequestException, InvalidParameterException, BadRequestException;
// OpenAI's and Stripe's invalid_request_error; googleapi's "invalid"; a bare
// 400 or 422; gRPC FAILED_PRECONDITION. Under such a code the message
// decides, and a message that describes the state of the world rather than
// the call (a secret "marked deleted", a user "not confirmed", a service
// "still draining", a thread that "already has an active run") proves the
// call's arguments fine: the world is not as the plan believed (premise), or
// it is changing and will settle by itself (transient). The tables below are
// read wherever the code is generic (overInvalid, FAILED_PRECONDITION), so
// that a new service's wording of the same state is read the same way.

var (
	// settlingWords: a state that ends by itself (work still running, a
	// resource still being set up or torn down, a connection to a database
	// that is waking up). Waiting is the whole repair: transient.
	settlingWords = []pattern{
		// OpenAI Assistants: a thread runs one run at a time, and a run
		// ends by itself (completed, failed, cancelled, expired).
		{text: "has an active run", kind: transient, reason: "another run on the object is active: it ends by itself"},
		// A unit or tenant that already holds a lease for the dates
		// (Buildium's lease validation "The unit already has an active
		// lease for the specified date range", set 1727): a lease runs
		// for its term, not until a wait ends: the unit is not free as
		// the plan believed. Before the settling reading below.
		{text: "already has an active lease", kind: premise, reason: "the unit already holds an active lease for those dates: it is not free as the plan believed; another unit or dates"},
		{text: "already has an active", kind: transient, reason: "another operation on the object is active: it ends by itself"},
		// DigitalOcean's 422 for an action on a Droplet whose previous
		// action still runs ("Droplet already has a pending event."; set
		// 1165): the event ends by itself. Not a pending invitation or
		// request, which is no work in progress.
		{text: "already has a pending event", kind: transient, reason: "another action on the object is still running: it ends by itself"},
		// ECS: a deleted service drains, then goes INACTIVE; Kafka, ELB and
		// node pools drain the same way.
		{text: "still draining", kind: transient, reason: "the resource is still draining: it settles by itself"},
		{text: "is draining", kind: transient, reason: "the resource is draining: it settles by itself"},
		// "still being used by" names a dependency, not a change in
		// progress (it must come before "still being").
		{text: "still being used", kind: premise, reason: "another resource still uses it: remove that first"},
		// A stateful session (a Realtime or streaming connection) that the
		// server ended at its maximum lifetime (OpenAI Realtime
		// session_expired "Your session hit the maximum duration of 60
		// minutes."): what it held is gone, and a new session starts from
		// nothing: premise. A sign-in session that asks to log in again is
		// the credential (denied), and a request that asks for longer than
		// the maximum (STS "exceeds the MaxSessionDuration") is invalid.
		{text: "log in again", kind: denied, reason: "the sign-in session ended: sign in again"},
		{text: "login again", kind: denied, reason: "the sign-in session ended: sign in again"},
		{text: "sign in again", kind: denied, reason: "the sign-in session ended: sign in again"},
		{text: "hit the maximum duration", kind: premise, reason: "the session ended at its maximum lifetime: open a new one and rebuild what it held"},
		{text: "reached the maximum duration", kind: premise, reason: "the session ended at its maximum lifetime: open a new one and rebuild what it held"},
		{text: "reached its maximum duration", kind: premise, reason: "the session ended at its maximum lifetime: open a new one and rebuild what it held"},
		{text: "exceeded the maximum session duration", kind: premise, reason: "the session ended at its maximum lifetime: open a new one and rebuild what it held"},
		{text: "still being", kind: transient, reason: "the resource is still being changed: it settles by itself"},
		{text: "still pending", kind: transient, reason: "the resource is still pending: it settles by itself"},
		// Work the call needs the end of, named by its status word after
		// "still" (Anthropic Message Batches' results before the batch ends,
		// "Message Batch msgbatch_x is still in_progress. Results are
		// available once processing_status is ended."; OpenAI's batch and
		// run status in_progress; set 1445): it ends by itself, ask again.
		// A refusal that asks to cancel the work first is cancelFirstRefusal's.
		{text: "still in progress", kind: transient, reason: "the work the call needs is still in progress: it ends by itself; ask again"},
		{text: "still in_progress", kind: transient, reason: "the work the call needs is still in progress: it ends by itself; ask again"},
		{text: "still in-progress", kind: transient, reason: "the work the call needs is still in progress: it ends by itself; ask again"},
		// Cloud KMS's key version still being generated ("... is not
		// enabled, current state is: PENDING_GENERATION."; set 1205): KMS
		// enables it by itself once ready (cloud.google.com/kms/docs/
		// key-states). DISABLED or DESTROYED keep premise.
		{text: "pending_generation", kind: transient, reason: "the key version is still being generated: it becomes ENABLED by itself"},
		// GKE's refusal while another operation changes the cluster
		// ("Operation operation-x is currently upgrading cluster y. Please
		// wait and try again once it is done."; set 1205), as "running
		// incompatible operation" (set 1066).
		{text: "is currently upgrading cluster", kind: transient, reason: "another operation is upgrading the cluster: it ends by itself"},
		{text: "try again once it is done", kind: transient, reason: "asked to retry once running work is done"},
		// An index still building answers its queries with a refusal until
		// the build ends (Firestore FAILED_PRECONDITION "That index is
		// currently building and cannot be used yet"; set 368): wait.
		{text: "currently building", kind: transient, reason: "the index or resource is still building: it settles by itself"},
		{text: "still building", kind: transient, reason: "the index or resource is still building: it settles by itself"},
		{text: "is still being built", kind: transient, reason: "the index or resource is still being built: it settles by itself"},
		{text: "still processing", kind: transient, reason: "the resource is still being processed"},
		{text: "still provisioning", kind: transient, reason: "the resource is still being provisioned"},
		{text: "still initializing", kind: transient, reason: "the resource is still initializing"},
		{text: "still starting", kind: transient, reason: "the resource is still starting"},
		{text: "still creating", kind: transient, reason: "the resource is still being created"},
		{text: "is being created", kind: transient, reason: "the resource is being created: it settles by itself"},
		{text: "is being updated", kind: transient, reason: "the resource is being updated: it settles by itself"},
		{text: "once the operation completes", kind: transient, reason: "asked to retry once running work completes"},
		{text: "is being provisioned", kind: transient, reason: "the resource is being provisioned"},
		// Docker's container the daemon is restarting (attach, exec: "container
		// x is restarting, wait until the container is running", under its
		// 409 or from the CLI; moby daemon/attach.go, daemon/errors.go; set
		// 1788): the daemon's own remedy is to wait.
		{text: "is restarting, wait until", kind: transient, reason: "the container is restarting: wait until it runs"},
		{text: "is provisioning", kind: transient, reason: "the resource is being provisioned"},
		{text: "not ready yet", kind: transient, reason: "the resource is not ready yet"},
		// Work the call needs the end of, still running (Athena
		// GetQueryResults "Query has not yet finished. Current state:
		// RUNNING"): it ends by itself; ask again.
		{text: "has not yet finished", kind: transient, reason: "the work the call needs has not finished yet: ask again"},
		{text: "has not finished yet", kind: transient, reason: "the work the call needs has not finished yet: ask again"},
		{text: "current state: running", kind: transient, reason: "the work the call needs is still running: ask again"},
		{text: "current state: queued", kind: transient, reason: "the work the call needs is still queued: ask again"},
		{text: "not yet processed", kind: transient, reason: "the object is not processed yet"},
		{text: "retry shortly", kind: transient, reason: "asked to retry shortly"},
		{text: "to become ready", kind: transient, reason: "asked to wait for the resource to become ready"},
		{text: "not yet ready", kind: transient, reason: "the resource is not ready yet"},
		// The same wait worded with the negation away from "ready"
		// (llama_index's "Job ftjob-x does not have a finetuned model id
		// ready yet", "isn't ready yet", "has no output ready yet"; set
		// 1389): "yet" closing the clause is the negated "not yet". A
		// "ready yet failing" (yet as "but") goes on and does not count.
		{text: "ready yet", word: true, unless: " ", kind: transient, reason: "the thing the call needs is not ready yet"},
		{text: "is not ready", kind: transient, reason: "the resource is not ready yet"},
		// Gemini Files API (and the like): an uploaded file is PROCESSING
		// until it turns ACTIVE by itself; "not in an ACTIVE state" is the
		// wait, as DynamoDB's "not in ACTIVE state" for a table being made.
		{text: "not in an active state", kind: transient, reason: "the resource is not ACTIVE yet (still processing)"},
		{text: "not in active state", kind: transient, reason: "the resource is not ACTIVE yet (still processing)"},
		// A transaction another one overtook, or one that expired while
		// open, is run again from its start (Spanner: "invalidated by a
		// later transaction in the same session"; Firestore: "has expired
		// or is no longer valid"); the client libraries retry it.
		{text: "transaction has been invalidated", kind: transient, reason: "the transaction was overtaken by a later one: run it again"},
		{text: "transaction was invalidated", kind: transient, reason: "the transaction was overtaken by a later one: run it again"},
		{text: "transaction has expired", kind: transient, reason: "the transaction expired while open: run it again"},
		{text: "transaction is no longer valid", kind: transient, reason: "the transaction expired while open: run it again"},
		// A connection that failed, worded by the driver behind a generic
		// code (RDS Data API's BadRequestException quoting Connector/J while
		// an auto-paused Aurora cluster resumes; libpq; MySQL 2013).
		{text: "communications link failure", kind: transient, reason: "the connection to the database failed (it may be resuming)"},
		{text: "has not received any packets", kind: transient, reason: "the connection to the database failed"},
		{text: "lost connection to", kind: transient, reason: "the connection was lost"},
		{text: "could not connect to", kind: transient, reason: "the connection failed"},
		{text: "server closed the connection", kind: transient, reason: "the server closed the connection"},
		// libpq's words when the peer drops a TLS session mid-query
		// (fe-secure-openssl.c), as psycopg2 under SQLAlchemy prints them
		// for a stale pooled connection (held-out set 822).
		{text: "ssl connection has been closed unexpectedly", kind: transient, reason: "the server closed the TLS connection"},
		{text: "connection refused", kind: transient, reason: "connection refused"},
		{text: "connection reset", kind: transient, reason: "connection reset"},
		// A connection cap that frees as other clients leave (MySQL 1040
		// "Too many connections", also through the RDS Data API's
		// BadRequestException; PostgreSQL 53300 "too many clients already").
		{text: "too many connections", kind: transient, reason: "the server's connection limit: it frees as other clients leave"},
		{text: "too many clients already", kind: transient, reason: "the server's connection limit: it frees as other clients leave"},
		// vsftpd's max_clients refusal, 421 "There are too many connected
		// users, please try later." (vsftpd.conf(5) max_clients; set 1351).
		{text: "too many connected users", kind: transient, reason: "the server's connection limit: it frees as other clients leave"},
		// The same cap in SMPP's words, a "bind" being one connection to an
		// SMS centre (Vonage SMS API status 10 "Too Many Existing Binds":
		// "The number of simultaneous connections to the platform exceeds
		// your account allocation", resolution "Back-off and retry";
		// developer.vonage.com/api-errors/sms; set 1561): binds free as
		// other sessions close, ahead of the "too many" guess.
		{text: "too many existing binds", kind: transient, reason: "the account's SMPP bind (connection) limit: it frees as other sessions close"},
		{text: "too many binds", kind: transient, reason: "the account's SMPP bind (connection) limit: it frees as other sessions close"},
		{text: "number of simultaneous connections", kind: transient, reason: "the account's connection limit: it frees as other sessions close"},
		// The same cap as a web server logs it: nginx's "N worker_connections
		// are not enough" ([alert], ngx_connection.c ngx_get_connection) and
		// Apache's AH00484/AH00161 "server reached MaxRequestWorkers setting"
		// (the event, worker and prefork MPMs); set 90.
		{text: "worker_connections are not enough", kind: transient, reason: "the server's connection limit: it frees as other clients leave (nginx worker_connections)"},
		// PHP-FPM's pool at its worker cap ("[pool www] server reached
		// pm.max_children setting (5), consider raising it"; before 5.3.9
		// "max_children setting"): further requests queue until a worker
		// frees (set 1414).
		{text: "max_children setting", kind: transient, reason: "the worker pool's cap: requests queue until a worker frees (PHP-FPM pm.max_children)"},
		{text: "server reached maxrequestworkers", kind: transient, reason: "the server's connection limit: it frees as other clients leave (Apache MaxRequestWorkers)"},
		// "Wait for it to finish" (LangGraph's 422 "Thread is already
		// running a task. Wait for it to finish ..."): the service says the
		// wait is the repair.
		{text: "wait for it to finish", kind: transient, reason: "asked to wait for running work to finish"},
		{text: "wait for it to complete", kind: transient, reason: "asked to wait for running work to complete"},
		// Heroku Data's 422 "database is in the middle of a version upgrade.
		// To perform this action, wait until the upgrade is complete and try
		// again." (set 1345): the running work ends by itself.
		{text: "is in the middle of a", kind: transient, reason: "the resource is in the middle of running work: wait until it completes"},
		{text: "is complete and try again", kind: transient, reason: "asked to wait until running work completes and try again"},
		// Fly.io's Machines API "deploys to this host are temporarily
		// disabled" (flyctl replaces the machine or waits; set 1345): a
		// host state that ends by itself, not a sign-in lockout.
		{text: "to this host are temporarily disabled", kind: transient, reason: "deploys to the host are paused for now (Fly.io): wait, or place the machine elsewhere"},
		{text: "failed due to an internal error", kind: transient, reason: "the service failed internally: try again later"},
		{text: "try again later", kind: transient, reason: "asked to try again later"},
	}
	// standingWords: a state the call cannot change and time will not
	// either (an object deleted or spent, an account step not taken, a
	// dependency absent): premise, the plan must take that step first.
	standingWords = []pattern{
		// Azure's SkuNotAvailable sentence, also inside the 400
		// InvalidTemplateDeployment envelope that carries it ("The requested
		// size for resource '...' is currently not available in location
		// 'eastus2' ... Please try another size or deploy to a different
		// location"; the tier form likewise): the region does not offer the
		// size to this subscription, as the code reads (codes.go); set 1165.
		{text: "is currently not available in location", kind: premise, reason: "the size or tier is not offered in that location for this subscription: the plan's size or region is false"},
		// UPS's test environment serves only some states and countries
		// (9264030 "The state is not supported in the Customer Integration
		// Environment"): a fact about the environment, not the address.
		{text: "not supported in the customer integration environment", kind: premise, reason: "UPS's test environment does not serve that state: use production or a served state"},
		// An account whose standing with the platform bars the action
		// (Meta Business Manager 3980 "One or more of the ad accounts in your
		// Business Manager are currently in bad standing or in review. All of
		// your accounts must be in good standing ..."): the account's state,
		// settled with the platform, not a better argument (set 720).
		{text: "in bad standing", kind: premise, reason: "an account is in bad standing with the platform: settle it first"},
		{text: "not in good standing", kind: premise, reason: "an account is not in good standing with the platform: settle it first"},
		// A sealed Vault or OpenBao, in a client's words without the 503
		// (hvac's "VaultDown: Vault is sealed", the CLI's "Code: 503.
		// Errors: * Vault is sealed"): an operator must unseal it first
		// (httppreset.go 503; blind sets 398, 892, 967).
		{text: "vault is sealed", kind: premise, reason: "the secrets store is sealed; an operator (or its auto-unseal) must unseal it first"},
		// Secrets Manager "a secret that's currently marked deleted"
		// (RestoreSecret first); "marked as deleted" elsewhere.
		{text: "marked deleted", kind: premise, reason: "the object is marked deleted (restore it first)"},
		{text: "marked as deleted", kind: premise, reason: "the object is marked deleted (restore it first)"},
		// A repository with no commits yet: GitHub's 409 "Git Repository
		// is empty.", go-git's ErrEmptyRemoteRepository "remote repository
		// is empty", git's "your current branch 'main' does not have any
		// commits yet". Nothing to read until a first commit is pushed: the
		// plan assumed history (set 104).
		{text: "repository is empty", kind: premise, reason: "the repository has no commits yet: push a first commit or replan"},
		{text: "does not have any commits yet", kind: premise, reason: "the repository has no commits yet: push a first commit or replan"},
		// An identity step the user has not taken: Cognito "User is not
		// confirmed", "no registered/verified email", Firebase
		// EMAIL_NOT_VERIFIED, Auth0 "email not verified".
		{text: "is not confirmed", kind: premise, reason: "the user or object is not confirmed yet (an account step)"},
		{text: "not been confirmed", kind: premise, reason: "the user or object is not confirmed yet (an account step)"},
		// OpenAI: the caller's organization must be verified for some
		// models: an identity the caller lacks, as a region (denied).
		{text: "organization must be verified", kind: denied, reason: "the caller's organization is not verified for this model"},
		{text: "email not verified", kind: premise, reason: "the email address is not verified (an account step)"},
		// GoTrue's sentence as supabase-js renders it, without the body
		// that carries its code: AuthApiError "Email not confirmed", "Phone
		// not confirmed" (set 1258), as email_not_confirmed reads (codes.go).
		{text: "email not confirmed", kind: premise, reason: "the email address is not confirmed yet (an account step)"},
		{text: "phone not confirmed", kind: premise, reason: "the phone number is not confirmed yet (an account step)"},
		{text: "email_not_verified", kind: premise, reason: "the email address is not verified (an account step)"},
		{text: "is not verified", kind: premise, reason: "not verified (an account step)"},
		{text: "not been verified", kind: premise, reason: "not verified (an account step)"},
		{text: "no registered", kind: premise, reason: "nothing registered to act on (an account step)"},
		{text: "no verified", kind: premise, reason: "nothing verified to act on (an account step)"},
		// The same step said of the account's holder (set 404).
		{text: "unverified", kind: premise, reason: "not verified (an account step)"},
		// A dependency that is not in place: EC2 Gateway.NotAttached "is not
		// attached to any internet gateway", EBS "is not attached".
		{text: "not attached to", kind: premise, reason: "a dependency is not attached"},
		{text: "is not attached", kind: premise, reason: "a dependency is not attached"},
		// An instance or target in a state the call needs another step to
		// change (ELB "not in a running state", SSM "not in a valid state").
		{text: "not in a running state", kind: premise, reason: "the target is not running"},
		{text: "not in a valid state", kind: premise, reason: "the resource is not in a state that allows it"},
		// A session setting that locks once the model has spoken (OpenAI
		// Realtime cannot_update_voice "Cannot update a conversation's
		// voice if assistant audio is present."; set 1214): the value is
		// fine, the session's state refuses it: premise (a new session).
		// An unsupported voice name stays invalid.
		{text: "if assistant audio is present", kind: premise, reason: "the session already holds assistant audio: its voice can no longer change (start a new session)"},
		{text: "once the model has responded with audio", kind: premise, reason: "the session already holds assistant audio: its voice can no longer change (start a new session)"},
		{text: "not in the correct state", kind: premise, reason: "the resource is not in a state that allows it"},
		// An account step not taken (set 38): a service the account never
		// signed up for (S3 NotSignedUp "Your account is not signed up for the
		// Amazon S3 service"), an account outside any organization
		// (Organizations "Your account is not a member of an organization").
		// No credential and no argument changes it: premise.
		{text: "not signed up", kind: premise, reason: "the account is not signed up for the service (an account step)"},
		{text: "must sign up", kind: premise, reason: "the account is not signed up for the service (an account step)"},
		// An account setting the provider needs before the call, a step in
		// its dashboard (set 155): Stripe Billing "You can't create a portal
		// session in test mode until you save your customer portal settings
		// ... at https://dashboard.stripe.com/test/settings/billing/portal",
		// Stripe Checkout "you must set an account or business name at
		// https://dashboard.stripe.com/account", Stripe Connect "You can only
		// create new accounts if you've signed up for Connect". Under
		// invalid_request_error, yet no argument is wrong: premise.
		{text: "until you save your", kind: premise, reason: "the account must first save a setting the call needs (a dashboard step)"},
		{text: "set an account or business name", kind: premise, reason: "the account has no business name set (a dashboard step)"},
		{text: "if you've signed up for", kind: premise, reason: "the account is not signed up for the feature (an account step)"},
		{text: "not a member of an organization", kind: premise, reason: "the account belongs to no organization"},
		{text: "isn't a member of an organization", kind: premise, reason: "the account belongs to no organization"},
		// A target that is stopped (Cloud SQL "Invalid request since instance
		// is not running"): start it first; the request is fine (set 38).
		{text: "instance is not running", kind: premise, reason: "the instance is stopped: start it first"},
		// A live stream that is not running when the call needs one (set
		// 1336): Twitch Helix's 400s "User is not currently live and must
		// be to run commercials", "Requested broadcaster is not live"
		// (Create Clip), "user is not live" (Create Stream Marker). The
		// request is well formed; the broadcast must start first, and no
		// argument or credential changes that: premise, as a stopped
		// instance.
		{text: "is not live", kind: premise, reason: "the live stream is not running: the broadcast must start first"},
		{text: "is not currently live", kind: premise, reason: "the live stream is not running: the broadcast must start first"},
		// Others still point at the object the call would remove (API Gateway
		// "Active stages pointing to this deployment must be moved or
		// deleted"): they must go first (set 38), as "still being used".
		{text: "pointing to this", kind: premise, reason: "other resources still point to it: move or delete them first"},
		{text: "must be moved or deleted", kind: premise, reason: "other resources still depend on it: move or delete them first"},
		// An API too incomplete to deploy (API Gateway CreateDeployment's
		// BadRequestException "No integration defined for method", "The
		// REST API doesn't contain any methods"; sets 746 and 1204, blind):
		// the deployment's arguments are fine, the API lacks a method or an
		// integration an earlier step was to set up: premise.
		{text: "no integration defined for method", kind: premise, reason: "a method of the API has no integration: set it up before deploying"},
		{text: "rest api doesn't contain any methods", kind: premise, reason: "the API has no methods yet: create them before deploying"},
		{text: "rest api does not contain any methods", kind: premise, reason: "the API has no methods yet: create them before deploying"},
		// A payment instrument the payer must replace (Stripe "Cannot charge a
		// customer that has no active card", payment_intent_authentication_failure
		// "provide ... a new PaymentMethod"): another card, not other
		// arguments (set 38).
		{text: "no active card", kind: premise, reason: "the customer has no card on file: another payment method"},
		{text: "a new paymentmethod", kind: premise, reason: "the payment method failed: the payer must provide another"},
		{text: "a new payment method", kind: premise, reason: "the payment method failed: the payer must provide another"},
		// A capability or feature the account has not enabled (Stripe
		// Connect "needs to have ... capabilities enabled").
		{text: "capabilities enabled", kind: premise, reason: "the account lacks an enabled capability"},
		{text: "capability enabled", kind: premise, reason: "the account lacks an enabled capability"},
		{text: "needs to be enabled", kind: premise, reason: "a feature the call needs is not enabled"},
		{text: "must be enabled", kind: premise, reason: "a feature the call needs is not enabled"},
		{text: "not been enabled", kind: premise, reason: "a feature the call needs is not enabled"},
		{text: "not been activated", kind: premise, reason: "a feature or account the call needs is not activated"},
		// Set 1690: Zoom's feature switches and plans, said as what the
		// account must do first (Zoom API reference: 4400 "Meeting polls
		// disabled. To enable this feature, enable the \"Meeting
		// Polls/Quizzes\" setting ...", 200 "Webinar plan is missing. You
		// must subscribe to the webinar plan and enable webinars for this
		// user ..."): no argument turns the feature on; replan or hand
		// back. A refusal of the caller that names a setting ("Not allowed
		// to view meetings scheduled for others. To use this feature,
		// enable ...") keeps its own reading.
		{text: "to enable this feature, enable", kind: premise, reason: "a feature the call needs is switched off in the account's settings"},
		{text: "you must subscribe to the", kind: premise, reason: "the account lacks the plan or subscription the call needs"},
		// A mode set on the resource that the operation needs changed first
		// (EKS CreateAccessEntry's InvalidRequestException "The cluster's
		// authentication mode must be set to one of [API,
		// API_AND_CONFIG_MAP] to perform this operation", set 1204): the
		// resource's own setting, in the possessive, not an argument of
		// the call; changing it is another step (UpdateClusterConfig).
		// "authentication mode must be one of" said of a request field
		// keeps invalid.
		{text: "'s authentication mode must be", kind: premise, reason: "the resource's authentication mode does not allow the operation: change the mode first"},
		{text: "’s authentication mode must be", kind: premise, reason: "the resource's authentication mode does not allow the operation: change the mode first"},
		// An act refused on an object switched off (GitHub 422 "Cannot
		// trigger a 'workflow_dispatch' on a disabled workflow"): enable
		// it first.
		{text: "on a disabled ", kind: premise, reason: "the object the call acts on is disabled (enable it first)"},
		{text: "for a disabled ", kind: premise, reason: "the object the call acts on is disabled (enable it first)"},
		// A single-use object already spent (a Stripe PaymentMethod used
		// without a Customer, a token, a one-time code): get a new one.
		{text: "may not be used again", kind: premise, reason: "a single-use object is spent: get a new one"},
		{text: "cannot be used again", kind: premise, reason: "a single-use object is spent: get a new one"},
		{text: "can only be used once", kind: premise, reason: "a single-use object is spent: get a new one"},
		{text: "has already been used", kind: premise, reason: "a single-use object is spent: get a new one"},
		{text: "have already been used", kind: premise, reason: "a single-use object is spent: get a new one"},
		{text: "already been consumed", kind: premise, reason: "a single-use object is spent: get a new one"},
		{text: "token more than once", kind: premise, reason: "a single-use token is spent: get a new one"},
		// The object declared single-use in so many words (Paystack's 400
		// "This authorization is not reusable": charge_authorization takes
		// only reusable authorizations; set 1621): a new one is needed. A
		// password "cannot be reused" is a policy on the call's value and
		// is not read here.
		{text: "is not reusable", kind: premise, reason: "a single-use object cannot be used again: get a new one"},
		{text: "isn't reusable", kind: premise, reason: "a single-use object cannot be used again: get a new one"},
		{text: "are not reusable", kind: premise, reason: "a single-use object cannot be used again: get a new one"},
		// A limit the account holds or set itself (Anthropic "reached the
		// spend limit you set", Stripe "would cause you to exceed your
		// rolling-window processing limit"), and nothing left to act on
		// (Stripe "Nothing to invoice").
		{text: "spend limit", kind: premise, reason: "the account's spend limit is reached"},
		{text: "to exceed your", kind: premise, reason: "the account's own limit would be exceeded"},
		// The same in DigitalOcean's words ("creating this/these
		// droplet(s) will exceed your droplet limit", set 195).
		{text: "will exceed your", kind: premise, reason: "the account's own limit would be exceeded"},
		{text: "nothing to invoice", kind: premise, reason: "nothing pending to invoice"},
		// APR's own text for APR_TIMEUP (70007), which Apache httpd writes
		// before its proxy and request-read lines ("(70007)The timeout
		// specified has expired: ... AH01102: error reading status line
		// from remote server"), as do other APR programs (Subversion's
		// "svn: E070007"): a wait that ran out, not an object that expired
		// (set 1703, httpd 2.4.71 captured live). Read before "has expired".
		{text: "the timeout specified has expired", kind: transient, timeout: true, reason: "APR_TIMEUP: the wait ran out (Apache httpd, APR)"},
		// An object with a lifetime that ran out (an Anthropic code
		// execution container, an OpenAI vector store): create a new one.
		{text: "has expired", kind: premise, reason: "the object has expired: create a new one"},
		// A message the channel cannot deliver to the recipient as
		// addressed (WhatsApp Cloud API 131026 "Message undeliverable": a
		// number not on WhatsApp, terms not accepted, an old client;
		// Twilio 30003 "Unreachable destination handset", 30005 "Unknown
		// destination handset"; set 682): no retry reaches the recipient,
		// the plan's belief about it is false. A delivery said to fail
		// "temporarily" is read as a wait by the generic table first.
		// A place the delivery service does not cover, said of an address
		// the service understood (Uber Direct 400 address_undeliverable
		// "The specified location is not in a deliverable area.", DoorDash
		// Drive classic's pickup_address field error "DoorDash does not
		// serve this area", its v2 guide's 422 "outside of coverage area",
		// Deliverect Dispatch OUTSIDE DELIVERY AREA "Pickup or drop off
		// location is outside delivery zone."; set 1301): no repair of the
		// address keeps the goal, the plan's route is impossible. An
		// address not understood ("was not understood") stays invalid.
		// The same refusal bounded in time by couriers all busy (Uber Direct
		// 422 address_undeliverable_limited_couriers "The specified location
		// is not in a deliverable area at this time because all couriers are
		// currently busy.", set 1673): no courier free now, a wait; listed
		// first so that it wins over the coverage entry below.
		{text: "not in a deliverable area at this time", kind: transient, reason: "no courier is free for this address right now: retry later"},
		{text: "all couriers are currently busy", kind: transient, reason: "no courier is free right now: retry later"},
		{text: "not in a deliverable area", kind: premise, reason: "the address lies outside the delivery service's coverage: replan the route or the provider"},
		// Stuart's zone refusals (set 1673): OUT_OF_RANGE "This location is
		// out of range" (the address lies outside a Stuart zone) and
		// ADDRESS_INVALID "A destination address is not in a valid delivery
		// area" (pickup and drop-off in different zones): the addresses are
		// understood, the route is not served. A value or index "out of
		// range" is not a location and keeps its reading.
		{text: "not in a valid delivery area", kind: premise, reason: "the address lies outside the delivery service's coverage: replan the route or the provider"},
		{text: "location is out of range", kind: premise, reason: "the address lies outside the delivery service's coverage: replan the route or the provider"},
		{text: "does not serve this area", kind: premise, reason: "the address lies outside the delivery service's coverage: replan the route or the provider"},
		// A property-data source without data for the place asked (Zillow
		// code 504 "No coverage for specified area"; set 1752): the place
		// is understood, the source holds nothing there; replan (another
		// source), as a delivery area not served.
		{text: "no coverage for specified area", kind: premise, reason: "the data source does not cover this area: replan with another source"},
		{text: "no coverage for the specified area", kind: premise, reason: "the data source does not cover this area: replan with another source"},
		{text: "outside of coverage area", kind: premise, reason: "the address lies outside the delivery service's coverage: replan the route or the provider"},
		{text: "outside delivery zone", kind: premise, reason: "the address lies outside the delivery service's coverage: replan the route or the provider"},
		{text: "outside the delivery zone", kind: premise, reason: "the address lies outside the delivery service's coverage: replan the route or the provider"},
		{text: "message undeliverable", kind: premise, reason: "the channel cannot deliver to this recipient as addressed: check the recipient, then replan"},
		{text: "unreachable destination handset", kind: premise, reason: "the channel cannot deliver to this recipient as addressed: check the recipient, then replan"},
		{text: "unknown destination handset", kind: premise, reason: "the channel cannot deliver to this recipient as addressed: check the recipient, then replan"},
		// A well-formed number of a kind the channel cannot reach (Twilio
		// 21614 "'To' number is not a valid mobile number": a landline;
		// 21612 "is not currently reachable using the 'From' phone number
		// ... via SMS"; 21407 "This Phone Number type does not support SMS
		// or MMS"; 21606 "not a valid message-capable Twilio phone number
		// for this destination"; Verify 60205 "SMS is not supported by
		// landline phone number"; set 987): the number is right, the belief
		// that this channel reaches it is false, premise.
		{text: "not a valid mobile number", kind: premise, reason: "the number cannot take this channel (a landline): use another channel or recipient"},
		{text: "not currently reachable using", kind: premise, reason: "the number cannot take this channel: use another channel or recipient"},
		{text: "does not support sms", kind: premise, reason: "the number cannot take this channel: use another channel or recipient"},
		{text: "not a valid message-capable", kind: premise, reason: "the number cannot take this channel: use another number or channel"},
		// 21606 in its older words, "The From phone number +1... is not a
		// valid, SMS-capable inbound phone number or short code for your
		// account." (held-out set 1163): the sender is well formed; the
		// belief that the account's number can send on this channel is false.
		{text: "not a valid, sms-capable", kind: premise, reason: "the sender number cannot send on this channel: use another number or channel"},
		{text: "not a valid, mms-capable", kind: premise, reason: "the sender number cannot send on this channel: use another number or channel"},
		{text: "supported by landline", kind: premise, reason: "the number is a landline: use another channel or recipient"},
		// Twilio's delivery error 30006 "Landline or unreachable carrier"
		// ("Your message was sent to a landline, or an unreachable carrier
		// for this phone number type"; twilio.com/docs/api/errors/30006,
		// set 1561): the number cannot take SMS, no resend reaches it.
		{text: "landline or unreachable carrier", kind: premise, reason: "the number cannot take this channel (a landline or unreachable carrier): use another channel or recipient"},
		{text: "sent to a landline", kind: premise, reason: "the number is a landline: use another channel or recipient"},
		// The same in Telnyx's delivery error 40001 "Not routable": "The
		// destination number is either a landline or a non-routable
		// wireless number." (set 1318); and the sender's side, 40003
		// "Blocked as spam - permanent": "The originating phone number is
		// permanently blocked."; and a sender number the account has not
		// verified (SignalWire's and Twilio's 21210 "'From' phone number not
		// verified"): no resend from this number reaches anyone, the plan
		// must pick another number or channel.
		{text: "landline or a non-routable", kind: premise, reason: "the number cannot take this channel (a landline or non-routable number): use another channel or recipient"},
		{text: "non-routable wireless number", kind: premise, reason: "the number cannot take this channel (non-routable): use another channel or recipient"},
		{text: "phone number is permanently blocked", kind: premise, reason: "the sending number is permanently blocked by the carriers: send from another number"},
		{text: "phone number not verified", kind: premise, reason: "the sending number is not verified on the account (an account step): verify it or use another"},
		// A resource other objects still use (Telnyx 10021 "Resource in
		// use": "The resource can not be removed as it is still in use.";
		// set 1318): detach its users first, a step outside the call.
		{text: "removed as it is still in use", kind: premise, reason: "the resource is still in use by others: detach them first"},
		{text: "deleted as it is still in use", kind: premise, reason: "the resource is still in use by others: detach them first"},
		// The same in-use refusal said of the object's associations
		// (PagerDuty REST 6006 "Team has existing associations" for a team
		// delete, under a 400; set 1623): services or policies still belong
		// to it; move or remove them first, no argument repairs it.
		{text: "has existing associations", kind: premise, reason: "the object still has associations (others belong to it): detach them first"},
		{text: "has active associations", kind: premise, reason: "the object still has associations (others belong to it): detach them first"},
		{text: "still has associations", kind: premise, reason: "the object still has associations (others belong to it): detach them first"},
		{text: "has existing dependencies", kind: premise, reason: "the object still has dependencies: detach them first"},
		// Bandwidth's message-failed callbacks name the failure by a
		// hyphenated code ("Only the errorCode should be used"; set 1318):
		// 4720 invalid-destination-address, "Carrier Rejected as Invalid
		// Destination Address", is a number the API took but the carrier
		// cannot deliver to (as Twilio's 30005 above); 4403
		// rejected-forbidden-from-number, "Messaging forbidden on From
		// number", a sending number not enabled for messaging on the
		// account or disconnected: both replan the number, not the text.
		{text: "invalid-destination-address", kind: premise, reason: "the carrier cannot deliver to this number as addressed: check the recipient, then replan"},
		{text: "rejected-forbidden-from-number", kind: premise, reason: "the sending number is not enabled for messaging on this account (or disconnected): use another number"},
		// A query the store will serve only from an index that nobody has
		// defined (Firebase Realtime Database "Index not defined, add
		// \".indexOn\" ... to the rules", Firestore's "The query requires an
		// index", Datastore's NEED_INDEX "no matching index found", Cosmos
		// DB's "does not have a corresponding composite index"): the
		// query is fine, the index must be added first, a step outside the
		// call (held-out set 649; Firestore's FAILED_PRECONDITION, set 368).
		{text: "index not defined", kind: premise, reason: "the query needs an index that is not defined: add it first (or query without the order or filter that needs it)"},
		{text: "query requires an index", kind: premise, reason: "the query needs an index that is not defined: add it first (or query without the order or filter that needs it)"},
		{text: "no matching index found", kind: premise, reason: "the query needs an index that is not defined: add it first (or query without the order or filter that needs it)"},
		{text: "corresponding composite index", kind: premise, reason: "the query needs an index that is not defined: add it first (or query without the order or filter that needs it)"},
		// A source pattern that matched nothing the call is to read
		// (BigQuery external tables "matched no files", gsutil "No URLs
		// matched", Apache Beam "No files matched spec"): the data is not
		// there (yet); the pattern may be right.
		{text: "matched no files", kind: premise, reason: "the source pattern matched no files: the data is not there"},
		{text: "matched no objects", kind: premise, reason: "the source pattern matched no objects: the data is not there"},
		{text: "no files matched", kind: premise, reason: "the source pattern matched no files: the data is not there"},
		{text: "no urls matched", kind: premise, reason: "the source pattern matched no objects: the data is not there"},
		{text: "no files found matching", kind: premise, reason: "the source pattern matched no files: the data is not there"},
		// DuckDB's read_parquet/read_csv glob (IO Error: "No files found that
		// match the pattern"): a reader's source, not a search's answer (set 666).
		{text: "no files found that match", kind: premise, reason: "the source pattern matched no files: the data is not there"},
		// Other objects already in the world stand in the way of what the
		// call would make (Route 53 InvalidChangeBatch "RRSet of type CNAME
		// ... is not permitted as it conflicts with other records with the
		// same DNS name"; overlapping address ranges): not the step's own
		// result (conflict), the others must go or the plan must change.
		{text: "conflicts with other", kind: premise, reason: "other objects already in the world stand in the way: remove them or change the plan"},
		{text: "conflicts with existing", kind: premise, reason: "existing objects stand in the way: remove them or change the plan"},
		{text: "conflicts with an existing", kind: premise, reason: "an existing object stands in the way: remove it or change the plan"},
		{text: "conflicts with another", kind: premise, reason: "another object stands in the way: remove it or change the plan"},
		// A subscription whose creation the service tests by calling the
		// caller's own listener first (Microsoft Graph POST /subscriptions:
		// "If the validation fails, the request to create the subscription
		// fails with a 400 Bad Request error"; the listener must answer the
		// validation request with 200 OK and the token within 10 seconds):
		// the endpoint the plan rests on is not up or not answering, a
		// setup to fix first, not the request's form (set 1225).
		{text: "subscription validation request failed", kind: premise, reason: "the service could not validate the caller's notification endpoint: set the listener up first"},
		{text: "notification endpoint must respond", kind: premise, reason: "the service could not validate the caller's notification endpoint: set the listener up first"},
		// An upload session's fragment that overlaps bytes the session
		// already holds (OneDrive/Graph 416 invalidRange "Uploaded fragment
		// overlaps with existing data", innererror fragmentOverlap): the
		// call's byte range, resent from nextExpectedRanges, as set 410's
		// upload offsets (set 1225).
		{text: "fragment overlaps with", kind: invalid, reason: "an upload fragment overlaps bytes already received: resend from the next expected range"},
		{text: "overlaps with", kind: premise, reason: "an existing range overlaps: remove it or change the plan"},
		// A server that no longer accepts the client's TLS version, in its
		// own words (Stripe tls_version_unsupported "an older version of TLS
		// that is unsupported. You must be using TLS 1.2 or above";
		// Salesforce "Please use TLS 1.2 or higher"; Azure Storage
		// TlsVersionNotPermitted): the client's TLS configuration must
		// change and every retry meets the same refusal, premise, as no
		// version both sides accept (wording.go tlsVersionWords).
		{text: "older version of tls", kind: premise, reason: "the server no longer accepts the client's TLS version: configure a newer one"},
		{text: "tls 1.2 or above", kind: premise, reason: "the server requires a newer TLS version than the client uses"},
		{text: "tls 1.2 or higher", kind: premise, reason: "the server requires a newer TLS version than the client uses"},
		{text: "tls version of the connection is not permitted", kind: premise, reason: "the server does not permit the client's TLS version"},
		// A dispatch to a workflow whose file (on that ref) does not declare
		// the event fired: GitHub's "Workflow does not have
		// 'workflow_dispatch' trigger" (422; docs.github.com/rest/actions/
		// workflows#create-a-workflow-dispatch-event), whatever event the
		// quotes name and however a client renders it (octokit's HttpError
		// with no status, gh's "HTTP 422: ..."). No argument of the call
		// adds the trigger: the workflow or the ref must change (set 1399).
		{text: "workflow does not have '", kind: premise, reason: "the workflow (on that ref) does not declare the event the call fires: add the trigger, or dispatch another workflow or ref"},
		{text: "workflow does not have the '", kind: premise, reason: "the workflow (on that ref) does not declare the event the call fires: add the trigger, or dispatch another workflow or ref"},
	}
	// unsendableWords: a send refused because the object's own checklist
	// is unmet (Mailchimp's 400 "Your Campaign is not ready to send." for
	// missing content, recipients or an unverified from address; set
	// 1329). No wait completes a checklist: the campaign must be fixed,
	// premise. Read ahead of settlingWords, whose "is not ready" it holds.
	unsendableWords = []pattern{
		{text: "is not ready to send", kind: premise, reason: "the object is not in a sendable state (its send checklist is unmet): fix it, no wait completes it"},
	}
	// worldWords is the lot, read under a generic code.
	worldWords = concat(unsendableWords, settlingWords, standingWords, unverifiedHolderWords, statedWords)
	// worldMatcher reads the states alone, where the code's other
	// overturning words are too weak (googleapi's "invalid").
	worldMatcher = newMatcher(worldWords)
	// settlingMatcher decides FAILED_PRECONDITION's time-cleared cases.
	settlingMatcher = newMatcher(settlingWords)
)

// heldWords: a resource another object holds (a key attached to another
// repository or account, a port or address another service took): the step
// made nothing, so it is not conflict, though "already in use" reads so;
// the plan must use another or free it first: premise (GitHub deploy keys
// "key is already in use"; Kubernetes "provided port is already
// allocated"; EADDRINUSE in goerr.go). A name already in use stays
// conflict: an object by that name exists (generic.go). A project ID, a
// domain or a CNAME another holds is held too: gcloud's "The project ID you
// specified is already in use by another project", Cognito's "Domain
// already associated with another user pool", CloudFront's CNAMEs "already
// associated with a different resource". A bucket name another customer
// holds in a namespace every customer shares is not (the lead's ruling
// after sets 317 and 349, revising set 34): Cloud Storage's and S3's "The
// requested bucket name is not available. The bucket namespace is shared by
// all users of the system. Please select a different name and try again"
// (S3's BucketAlreadyExists, not BucketAlreadyOwnedByYou) is invalid, the
// name being the step's own free choice, which the service asks it to
// make again. An object retained by a policy or a hold is held too
// (retention.go).
// sharedNameCodeWords: Azure's StorageAccountAlreadyTaken ("The storage
// account named x is already taken."), the same ruling, read by its code
// where a client prints it in text (autorest's
// `Code="StorageAccountAlreadyTaken"`, as the azurerm provider shows it),
// ahead of "already taken" (wording.go unseenWords; set 1257).
var sharedNameCodeWords = []pattern{
	{text: "storageaccountalreadytaken", kind: invalid, reason: "azure: the storage account name is held by another customer: choose another name"},
	// Netlify's "Project name \"x\" is already taken. Please try a
	// different name." (*.netlify.app is one namespace; set 1345): the
	// bucket-name ruling, read ahead of "already taken".
	{text: "already taken. please try a different name", kind: invalid, reason: "the name is taken in a namespace shared by all customers: choose another name"},
}

var heldWords = concat(retainedWords, sharedNameCodeWords, []pattern{
	{text: "name is not available", kind: invalid, reason: "the name is taken in a namespace shared by all customers: choose another name"},
	{text: "namespace is shared", kind: invalid, reason: "the name is taken in a namespace shared by all customers: choose another name"},
	// Cloud Storage's present 409 wording of the same ruling (gsutil,
	// gcloud, the JSON body; set 1290): "A Cloud Storage bucket named 'x'
	// already exists. Try another name. Bucket names must be globally
	// unique across all Google Cloud projects, including those outside of
	// your organization." ("You already own this bucket" stays conflict.)
	{text: "names must be globally unique", kind: invalid, reason: "the name is taken in a namespace shared by all customers: choose another name"},
	{text: "in use by another", kind: premise, reason: "another account, project or resource holds it: choose another or free it"},
	{text: "associated with another", kind: premise, reason: "another account, project or resource holds it: choose another or free it"},
	{text: "associated with a different", kind: premise, reason: "another account, project or resource holds it: choose another or free it"},
	{text: "key is already in use", kind: premise, reason: "the key is attached elsewhere (another repository or account): use another key"},
	{text: "key already in use", kind: premise, reason: "the key is attached elsewhere (another repository or account): use another key"},
	{text: "port is already in use", kind: premise, reason: "another service holds the port: choose another or free it"},
	{text: "address is already in use", kind: premise, reason: "another resource holds the address: choose another or free it"},
	{text: "is already allocated", kind: premise, reason: "another object holds it: choose another or free it"},
	// A browser profile another instance holds (Playwright MCP "Browser is
	// already in use for <userDataDir>, use --isolated to run multiple
	// instances of the same browser"; Puppeteer "The browser is already
	// running for <userDataDir>"; set 1253): the step made nothing and no
	// wait frees it while that instance lives: another profile or --isolated.
	{text: "browser is already in use for", kind: premise, reason: "another browser instance holds the profile directory: use another profile (--isolated) or close it"},
	{text: "browser is already running for", kind: premise, reason: "another browser instance holds the profile directory: use another userDataDir or close it"},
	// controller-runtime's AlreadyOwnedError ("Object ns/x is already
	// owned by another StatefulSet controller y"; set 1205): another
	// controller holds the object, so the step cannot adopt it; not the
	// step's own result ("already owned" alone stays conflict).
	{text: "already owned by another", kind: premise, reason: "another controller or owner holds the object: it cannot be adopted; change the plan"},
	// Route 53's present wording of its CNAME rule (InvalidChangeBatch "RRSet
	// of type A with DNS name www.example.com. is not permitted because a
	// conflicting RRSet of type CNAME with the same DNS name already exists
	// in zone example.com."; set 1204): the record that exists is another
	// type's, standing in the way of the one the step makes, as the older
	// "conflicts with other records" (worldstate.go): not the step's own
	// result, so not conflict though "already exists" follows. Read before
	// conflictWords; the step's own record ("Tried to create resource
	// record set ... but it already exists") stays conflict.
	{text: "conflicting rrset", kind: premise, reason: "a record set of another type holds the DNS name (the CNAME rule): remove it or change the plan"},
	// PowerDNS's HTTP API words for the same rule (ws-auth's zone PATCH,
	// set 1598): "RRset foo.example.com. IN CNAME: Conflicts with
	// pre-existing non-CNAME RRset", "... IN TXT: Conflicts with
	// pre-existing RRset" (a CNAME already there), "... Conflicts with
	// pre-existing CNAME RRset": another type's records hold the name;
	// delete them first (pdns#7501: DELETE before REPLACE succeeds).
	// "Conflicts with pre-existing values" elsewhere names no RRset and
	// stays unread.
	{text: "conflicts with pre-existing rrset", kind: premise, reason: "a record set of another type holds the DNS name (the CNAME rule): remove it or change the plan"},
	{text: "conflicts with pre-existing non-cname rrset", kind: premise, reason: "records of another type hold the DNS name, so a CNAME cannot join them: remove them or change the plan"},
	{text: "conflicts with pre-existing cname rrset", kind: premise, reason: "a CNAME holds the DNS name, so no other type can join it: remove it or change the plan"},
	// The same CNAME rule in DNS hosts' own words (set 1657): DigitalOcean's
	// 422 "CNAME records cannot share a name with other records", DNSimple's
	// validation error "A CNAME record exists for x, cannot add another
	// record", BIND's and nsupdate's "CNAME and other data".
	{text: "cname records cannot share a name", kind: premise, reason: "records of another type hold the DNS name, so a CNAME cannot join them: remove them or change the plan"},
	{text: "a cname record exists for", kind: premise, reason: "a CNAME holds the DNS name, so no other record can join it: remove it or change the plan"},
	{text: "cname and other data", kind: premise, reason: "a CNAME and other records cannot share the DNS name: remove one or change the plan"},
	// A domain transfer the registry state refuses (Namecheap's transfer
	// statuses, set 1657): 22 "Domain is locked at current registrar, or is
	// not yet 60 days old" (registrar lock or ICANN's 60-day rule), 31
	// "Domain is currently undergoing transfer by another Registrar":
	// unlock at the losing registrar or wait out the window, then replan.
	{text: "locked at current registrar", kind: premise, reason: "the domain is locked at its current registrar or inside the 60-day window: unlock it or replan the transfer"},
	{text: "not yet 60 days old", kind: premise, reason: "the domain is inside the 60-day transfer window: replan the transfer"},
	{text: "undergoing transfer by another registrar", kind: premise, reason: "another registrar's transfer of the domain is in flight: replan"},
	// A time slot another booking took between the availability read and
	// the booking (Cal.com's 400 "User either already has booking at this
	// time or is not available", "This slot has already been booked", Square Appointments' "Time slot is not
	// available", a scheduler's slot_unavailable; set 682): the step made
	// nothing and the words say only that the slot is not free: read the
	// availability again and pick another slot: premise.
	{text: "already has booking at this time", kind: premise, reason: "another booking holds the time slot: read the availability again and pick another"},
	{text: "already has a booking at this time", kind: premise, reason: "another booking holds the time slot: read the availability again and pick another"},
	{text: "slot has already been booked", kind: premise, reason: "another booking holds the time slot: read the availability again and pick another"},
	// A thing the step books that the world already holds booked, in the
	// words of "already exists": a trigger's RAISE "room 204 is already
	// booked for 2026-12-05", "pickup already booked for this carrier and
	// day", a 409 "berth B-17 is already reserved for vessel X", "This slot
	// has already been booked" (blind sets 141, 739, 998, 1188, 1407: five
	// conflict labels, none other). As a unique violation, the text cannot
	// say whose booking it is (a replayed step's own, or another's); the
	// conflict reading hands the engine the discovered fact to check.
	// Booked out is sold out: no place is left to book (premise), not a
	// booking the world holds.
	{text: "already booked out", kind: premise, reason: "nothing is left to book (booked out): pick another date or item"},
	{text: "is already booked", kind: conflict, reason: "the world already holds this booking (the slot or resource is booked): check whose it is before carrying it forward"},
	{text: "already booked for ", kind: conflict, reason: "the world already holds this booking (the slot or resource is booked): check whose it is before carrying it forward"},
	{text: "already booked on ", kind: conflict, reason: "the world already holds this booking (the slot or resource is booked): check whose it is before carrying it forward"},
	{text: "is already reserved for ", kind: conflict, reason: "the world already holds this reservation: check whose it is before carrying it forward"},
	{text: "slot is not available", kind: premise, reason: "another booking holds the time slot: read the availability again and pick another"},
	{text: "slot is no longer available", kind: premise, reason: "another booking holds the time slot: read the availability again and pick another"},
	{text: "slot_unavailable", kind: premise, reason: "another booking holds the time slot: read the availability again and pick another"},
	// The slot taken in the past tense (set 1724): PlusMedical's 409
	// slot_taken "The appointment slot was taken concurrently" (docs:
	// "refetch /availability and offer a new slot; never blind-retry"),
	// "This slot has been taken": another
	// booking holds it, not the step's own; "concurrently" is no race to
	// retry.
	{text: "slot was taken", kind: premise, reason: "another booking took the time slot: read the availability again and pick another"},
	{text: "slot has been taken", kind: premise, reason: "another booking took the time slot: read the availability again and pick another"},
	{text: "slot_taken", kind: premise, reason: "another booking took the time slot: read the availability again and pick another"},
	// Acuity's availability error not_available (set 1316): "The time
	// \"2016-03-08T05:00:00-0800\" is not an available time slot." under a
	// 400; the same slot reading, the time another booking or a block holds.
	{text: "is not an available time slot", kind: premise, reason: "the time is not an open slot (another booking or a block holds it): read the availability again and pick another"},
	{text: "is not an available slot", kind: premise, reason: "the time is not an open slot (another booking or a block holds it): read the availability again and pick another"},
})

// failedStartWords: a deployment "not ready" because what it runs failed
// to start: the image does not listen on its port, crashes at start, or its
// code does not load (Cloud Run "The user-provided container failed to
// start and listen on the port", Azure App Service "failing site start",
// Kubernetes CrashLoopBackOff, Heroku H10 "App crashed", Cloud Functions
// "Function failed on loading user code", ECS "Essential container in task
// exited"). "Not ready" alone is a phase that ends (settlingWords); with a
// failure that every restart meets, it is the deployment's state: premise,
// fix what is deployed. Read ahead of the settling words.
var failedStartWords = []pattern{
	{text: "failed to start and listen", kind: premise, reason: "the deployed container never listened on its port: fix the container"},
	{text: "container failed to start", kind: premise, reason: "the deployed container fails at start: fix it"},
	{text: "failing site start", kind: premise, reason: "the deployed container never answered on its port (Azure App Service): fix it"},
	// A release phase that failed (Heroku's container:release "Error:
	// release command failed") and a deploy whose build output was never
	// made (Netlify CLI's "The deploy directory \"dist\" has not been
	// found. Did you forget to run 'netlify build'?"; set 1345): what is
	// to be deployed is not fit, and the same call fails the same way.
	{text: "release command failed", kind: premise, reason: "the release phase of what is deployed failed: fix it before releasing again"},
	{text: "did you forget to run", kind: premise, reason: "a step the call rests on (a build, an install) never ran: run it first"},
	{text: "crashloopbackoff", kind: premise, reason: "the container crashes at every start (Kubernetes CrashLoopBackOff): fix it"},
	{text: "back-off restarting failed container", kind: premise, reason: "the container crashes at every start (Kubernetes): fix it"},
	// Docker Compose's up when a depends_on service never became healthy
	// or exited ("dependency failed to start: container app-db-1 is
	// unhealthy", "... exited (1)"; compose pkg/compose/convergence.go,
	// set 1788): compose already waited out the healthcheck; fix the
	// dependency. The warning for an optional one is not this text.
	{text: "dependency failed to start", kind: premise, reason: "a service this one depends on failed to start or stayed unhealthy (Docker Compose): fix the dependency"},
	// The kubelet's CreateContainerConfigError for a security context the
	// image cannot meet ("container has runAsNonRoot and image will run as
	// root", "... image has non-numeric user (app), cannot verify user is
	// non-root"): the pod spec must name a user, as a Pod Security refusal
	// is the spec's (set 1071).
	{text: "has runasnonroot and image", kind: invalid, reason: "the pod's runAsNonRoot cannot be met by the image's user: set runAsUser in the spec (or use a non-root image)"},
	{text: "app crashed", kind: premise, reason: "the app crashes at start (Heroku H10): fix it"},
	{text: "failed on loading user code", kind: premise, reason: "the function's code does not load (Cloud Functions): fix it"},
	// Supabase Edge Functions' BOOT_ERROR under 503 "Worker failed to boot
	// (please check logs)": the deployed function throws or fails to import
	// at start, on every call (set 1258).
	{text: "worker failed to boot", kind: premise, reason: "the function's worker fails at start (Supabase Edge Functions BOOT_ERROR): fix what is deployed"},
	// The same BOOT_ERROR in its body form {"code":"BOOT_ERROR","message":
	// "Function failed to start (please check logs)"} (set 1776).
	{text: "function failed to start (please check logs)", kind: premise, reason: "the function fails at start (Supabase Edge Functions BOOT_ERROR): fix what is deployed"},
	{text: "essential container in task exited", kind: premise, reason: "the task's essential container exited (ECS): fix it"},
	// A rollout whose new tasks never pass their health checks (held-out
	// set 788): ECS's stoppedReason "Task failed ELB health checks in
	// (target-group ...)" and "Task failed container health checks", Nomad's
	// deployment "Failed due to unhealthy allocations" and "Failed due to
	// progress deadline", CodeDeploy's HEALTH_CONSTRAINTS "too few healthy
	// instances are available for deployment", Swarm's "update paused due to
	// failure or early termination of task". The scheduler already replaced
	// the tasks; the same revision meets the same check: fix what is deployed.
	{text: "failed elb health checks", kind: premise, reason: "the deployed tasks never passed the load balancer's health check (ECS): fix what is deployed"},
	{text: "failed container health checks", kind: premise, reason: "the deployed tasks never passed their container health check (ECS): fix what is deployed"},
	{text: "due to unhealthy allocations", kind: premise, reason: "the deployment's allocations never became healthy (Nomad): fix what is deployed"},
	{text: "failed due to progress deadline", kind: premise, reason: "the deployment made no healthy progress by its deadline (Nomad): fix what is deployed"},
	{text: "too few healthy instances are available for deployment", kind: premise, reason: "the deployment's instances never became healthy (CodeDeploy HEALTH_CONSTRAINTS): fix what is deployed"},
	{text: "update paused due to failure or early termination of task", kind: premise, reason: "the service update's new tasks failed (Docker Swarm): fix what is deployed"},
	// A supervisor that gave up restarting a program that exits at every
	// start (set 400): systemd's start limit, supervisord's FATAL state,
	// PM2's errored app. The same restart meets the same crash.
	{text: "start request repeated too quickly", kind: premise, reason: "the unit exits at every start and systemd stopped restarting it: fix it"},
	{text: "too many start retries", kind: premise, reason: "the program exits at every start and supervisord gave up (FATAL): fix it"},
	{text: "too many unstable restarts", kind: premise, reason: "the app exits at every start and PM2 stopped restarting it: fix it"},
	// systemctl's own verdict on a start, restart or reload job (set 1448;
	// systemd src/shared/bus-wait-for-jobs.c log_job_error_with_service_result
	// and check_wait_response): "Job for x.service failed because the
	// control process exited with error code.", "... because start of the
	// service was attempted too often." (the start limit, held failed until
	// reset-failed), "... because a fatal signal was delivered to the
	// control process", "... because the service did not take the steps
	// required by its unit configuration", "... because the service failed
	// to send watchdog ping", and "A dependency job for x.service failed."
	// The unit's own program or a unit it requires fails: the same start
	// meets the same failure; fix the unit. "... because a timeout was
	// exceeded" and "Job for x canceled." are left to their own words.
	{text: "because the control process exited with error code", kind: premise, reason: "systemctl: the unit's start command exited with an error: fix the unit"},
	{text: "because start of the service was attempted too often", kind: premise, reason: "systemctl: the unit hit its start limit after repeated failures (reset-failed after fixing it)"},
	{text: "because a fatal signal was delivered", kind: premise, reason: "systemctl: the unit's process was killed by a fatal signal at start: fix the unit"},
	{text: "did not take the steps required by its unit configuration", kind: premise, reason: "systemctl: the service did not behave as its unit type requires: fix the unit"},
	{text: "because the service failed to send watchdog ping", kind: premise, reason: "systemctl: the service hangs and missed its watchdog: fix it"},
	{text: "a dependency job for ", kind: premise, reason: "systemctl: a unit this one requires failed to start: fix that unit first"},
}

// failedStartMatcher reads them under a 503 (httppreset.go).
var failedStartMatcher = newMatcher(failedStartWords)

// worldShapes are the states a phrase list cannot hold, read under a
// generic code before the wording tables: a name inside the request that
// the text says does not exist (invalid, though "does not exist" alone
// reads as a missing object), and "no X were found" where the call needed
// some X (premise).
func worldShapes(text string) (Result, bool) {
	if r, ok := stateShapes(text); ok { // standing.go
		return r, true
	}
	if refusedForState(text) { // raised.go
		return verdict(premise, "the act is refused for a state the object already reached: the plan assumed an earlier state")
	}
	if r, ok := weaviateClassAbsent(text); ok { // weaviateclass.go (set 1778): the class, not a name inside it
		return r, true
	}
	if nameInRequest(text) {
		return verdict(invalid, "a name the call gave is not in the definition it refers to: fix the call")
	}
	if requiredAbsent(text) && !keyParameterRefused(text) { // a missing API key is a credential (servercred.go)
		return verdict(invalid, "a key or field the request must carry is absent from it: add it")
	}
	if toolPairing(text) { // llm.go
		return verdict(invalid, "a tool call and its output do not pair up inside the request's own conversation: fix the messages")
	}
	if finishedAlready(text) {
		return verdict(conflict, "the operation to stop has already ended: what the step wanted is so")
	}
	if r, ok := loadedAlready(text); ok { // loaded.go (set 266)
		return r, true
	}
	if alreadyAgain(text) { // appwords.go
		return verdict(conflict, alreadyAgainReason)
	}
	if cancelAnswered(text) { // cancelanswered.go
		return verdict(conflict, "the cancel or delete finds its target already cancelled or deleted: the world holds what the step was to make")
	}
	if r, ok := routingArgument(text); ok { // geomwords.go (set 1631)
		return r, true
	}
	if searchMatchedNone(text) {
		return verdict(ambiguous, "a search by the call's own criteria matched nothing (\"no X found matching ...\"): the call worked and brought nothing to use; narrow or change the query once")
	}
	if noneInRequest(text) {
		return verdict(invalid, "the items the call must carry are absent from its own request (\"no ... were found in the request\"): add them")
	}
	if r, ok := noneValidGivenText(text); ok {
		return r, true
	}
	if noneFound(text) {
		return verdict(premise, "none of what the call needs exists yet (\"no ... were found\")")
	}
	// A delete refused for what the object still holds, under a generic
	// code (EventBridge ValidationException "Rule can't be deleted since it
	// has targets"), as behind an application's own code (dependents.go).
	if holdsDependents(text) {
		return verdict(premise, "the object cannot be deleted or changed while it holds others: settle those first")
	}
	if credentialMissing(text) { // stated.go
		return verdict(denied, "what is not found is the caller's credential: authority, not a missing object")
	}
	if planExcludes(text) { // raised.go
		return verdict(premise, planExcludesReason)
	}
	if modelLacks(text) { // stated.go
		return verdict(invalid, "the model the call names lacks the feature it asks for: change the model or drop the feature")
	}
	if modelRetired(text) { // roomwords.go
		return verdict(premise, "the model the call names was decommissioned: choose another")
	}
	if r, ok := unregisteredTokenizer(text); ok { // collseq.go
		return r, true
	}
	if capReached(text) { // roomwords.go
		return verdict(premise, "a cap on what the object or account holds is reached: no retry adds room")
	}
	if staleRef(text) { // staleref.go
		return verdict(premise, staleRefReason)
	}
	return Result{}, false
}

// requiredAbsent finds a required key, property, field or parameter that
// the request's own body lacks, as a validator words it: everit-org
// json-schema's "#: required key [max_tokens] not found" (behind Bedrock's
// "Malformed input request"), Spring's "Required request parameter 'id'
// ... is not present", Jackson's "Missing required creator property", mcp-go's
// RequireString and friends `required argument "repo" not found` (set 1253).
// The request must carry it; "not found" and "missing" say nothing of the
// world here (set 32).
func requiredAbsent(t string) bool {
	if hasAny(t, "required key", "required property", "required field", "required parameter", "required argument", "required request parameter", "required creator property", "required part", "required request part") &&
		hasAny(t, "not found", "missing", "not present") {
		return true
	}
	return formFileAbsent(t) // formpart.go
}

// requiredAbsentText is requiredAbsent as a reading of a tool's text with
// no status: a config validator's "[#/jobs/build] required key [steps] not
// found" (CircleCI's config validate, everit json-schema; held-out set
// 1172) names the request's or file's own missing key, not a missing
// object in the world.
func requiredAbsentText(t string) (Result, bool) {
	if requiredAbsent(t) && !keyParameterRefused(t) { // a missing API key is a credential (servercred.go)
		return verdict(invalid, "a key or field the request must carry is absent from it: add it")
	}
	return Result{}, false
}

// nameInRequest finds "<name> does not exist in the <document>" where the
// document is one the call itself names or carries (a task definition, a
// template, a schema, the request): the call chose a name that is not
// there (ECS "The container x does not exist in the task definition",
// CloudFormation "Unresolved resource dependencies [x] in the Resources
// block of the template", JSON Schema "property x is not defined in the
// schema").
func nameInRequest(t string) bool {
	// A Kubernetes field error "spec...name: Not found: \"x\"" inside an
	// Invalid status is a reference between fields of the same object (a
	// volumeMount naming no volume): field.ErrorTypeNotFound.
	if hasFold(t, " is invalid: ") && hasFold(t, ": not found: ") {
		return true
	}
	for _, cue := range [...]string{"does not exist in ", "do not exist in ", "not found in ", "is not defined in ", "are not defined in ", "not present in ", "not declared in "} {
		for i := range foldMatches(t, cue) {
			rest := t[i+len(cue):]
			if requestField(rest) || toolChoiceText(t) && bareQuotedName(rest) {
				return true
			}
			if len(rest) > 40 {
				rest = rest[:40]
			}
			if end := strings.IndexAny(rest, ".,;:\n\"'"); end >= 0 {
				rest = rest[:end]
			}
			if hasAny(rest, "definition", "template", "schema", "request", "payload", "manifest", "specification", "input", "provided tools", "list of tools", "tools list", "previous message", "preceding message", "previous assistant message") {
				return true
			}
		}
	}
	return false
}

// toolChoiceText reports whether t is about the request's tool choice
// (OpenAI's, vLLM's and LMDeploy's tool_choice), so
// that a quoted name alone after "not found in" is the request's own tools
// list (set 204): OpenAI's "Invalid value for 'tool_choice': function 'x'
// not found in 'tools'.", LMDeploy's "Tool choice 'function' not found in
// `tools`: 'x'.". A quoted folder ("ffmpeg not found in 'tools' folder")
// says nothing of a tool choice and stays the world's.
func toolChoiceText(t string) bool {
	return hasAny(t, "tool_choice", "tool choice")
}

// bareQuotedName reports whether s starts with a quoted name that ends its
// clause: nothing but punctuation or the end of the text after it.
func bareQuotedName(s string) bool {
	after, ok := afterQuotedName(s)
	return ok && (after == "" || strings.ContainsRune(".,;:)\"\\", rune(after[0])))
}

// afterQuotedName returns what follows a quoted name of at most 40 bytes
// at the start of s ("the " allowed before it), and whether there is one.
func afterQuotedName(s string) (string, bool) {
	s = strings.TrimPrefix(s, "the ")
	if s == "" || !strings.ContainsRune("'`\"", rune(s[0])) {
		return "", false
	}
	j := strings.IndexByte(s[1:], s[0])
	if j < 0 || j > 40 {
		return "", false
	}
	return s[j+2:], true
}

// requestField reports whether s, the words after "not found in", names
// a field of the request by its quoted name and "parameter", "field",
// "argument", "array" or "list" (set 169): OpenAI's and vLLM's "Tool choice
// 'function' not found in 'tools' parameter." names a tool the request's
// own tools list lacks; a quoted folder or table ("ffmpeg not found in
// 'tools' folder") is the world's, not the request's.
func requestField(s string) bool {
	after, ok := afterQuotedName(s)
	if !ok {
		return false
	}
	for _, w := range [...]string{" parameter", " field", " argument", " array", " list"} {
		if hasPrefixFold(after, w) && (len(after) == len(w) || !isAlnum(after[len(w)])) {
			return true
		}
	}
	// A field of a message the request itself carries in its history
	// (OpenAI's "Invalid parameter: 'tool_call_id' of 'call_x' not found in
	// 'tool_calls' of previous message."; dapr-agents issue 145; set 1417):
	// one part of the conversation names what another part lacks, as
	// Anthropic's "unexpected `tool_use_id` found in `tool_result` blocks".
	for _, w := range [...]string{" of previous message", " of the previous message", " of preceding message", " of the preceding message", " in the previous message", " in previous message"} {
		if hasPrefixFold(after, w) {
			return true
		}
	}
	return false
}

// noneInRequest finds "No <things> were found in the request" (DocuSign's
// RECIPIENTS_NOT_PROVIDED "No recipients were found in the request.";
// set 1526): the place searched is the call's own request or payload, so
// the things are missing from the arguments, not from the world, as
// nameInRequest's "does not exist in the request". "No container instances
// were found in your cluster" names the world and stays with noneFound.
func noneInRequest(t string) bool {
	for _, cue := range [...]string{" were found in ", " was found in ", " found in "} {
		for i := range foldMatches(t, cue) {
			if _, ok := noClauseBefore(t, i); !ok {
				continue
			}
			rest := t[i+len(cue):]
			for _, d := range [...]string{"the ", "your ", "this "} {
				if hasPrefixFold(rest, d) {
					rest = rest[len(d):]
					break
				}
			}
			for _, w := range [...]string{"request", "payload", "body of the request"} {
				if hasPrefixFold(rest, w) && (len(rest) == len(w) || !isAlnum(rest[len(w)])) {
					return true
				}
			}
		}
	}
	return false
}

// noneFound finds "No <things> were found" / "no <thing> was found" in one
// clause: under a refusal (not a listing) the call needed some and the world
// has none (ECS "No Container Instances were found in your cluster", AWS
// Batch, Azure "No registered resource provider found").
func noneFound(t string) bool {
	for _, cue := range [...]string{" were found", " was found", " could be found"} {
		for i := range foldMatches(t, cue) {
			start := i - 60
			if start < 0 {
				start = 0
			}
			clause := t[start:i]
			if k := strings.LastIndexAny(clause, ".;:\n"); k >= 0 {
				clause = clause[k+1:]
			}
			if hasWord(clause, "no") {
				return true
			}
		}
	}
	return noThingFound(t)
}

// searchMatchedNone finds "No <thing> found matching <criteria>", a few
// words between "No" and "found" (WeatherAPI.com's error 1006 "No location
// found matching parameter 'q'", "No user found matching the filter"): a
// search by the criteria the call gave that matched nothing, which the
// geocoder and lookup rulings read ambiguous (Nominatim's "Unable to
// geocode", Slack's users_not_found), not an object the call names that
// is missing (set 1370). "No ref found for: x" stays with noThingFound.
func searchMatchedNone(t string) bool {
	for i := range foldMatches(t, " found matching") {
		if _, ok := noClauseBefore(t, i); !ok {
			continue
		}
		// The criteria must be the search's own (its query parameter, the
		// query, the filter): "No files found matching pattern x" is a glob
		// the plan expected to match and keeps its reading.
		rest := strings.TrimSpace(t[i+len(" found matching"):])
		for _, c := range [...]string{"parameter", "the parameter", "query", "the query", "your query", "search", "the search", "your search",
			"filter", "the filter", "your filter", "criteria", "the criteria", "your criteria", "the given criteria", "the specified criteria"} {
			if len(rest) > len(c) && strings.EqualFold(rest[:len(c)], c) && !isWordByte(rest[len(c)]) {
				return true
			}
		}
	}
	return false
}

// noClauseBefore returns the clause that ends at t[i] when it is "No "
// and at most a few words ("No location", "No registered resource
// provider"), back to the last punctuation within 40 bytes.
func noClauseBefore(t string, i int) (string, bool) {
	clause := t[max(0, i-40):i]
	if k := strings.LastIndexAny(clause, ".;:\n\"{["); k >= 0 {
		clause = clause[k+1:]
	}
	clause = strings.TrimSpace(clause)
	if len(clause) < 4 || !strings.EqualFold(clause[:3], "no ") || strings.Count(clause, " ") > 3 {
		return "", false
	}
	return clause, true
}

// noThingFound finds "No <thing> found" with at most a few words between
// (GitHub "No ref found for: release/2.4", Azure "No registered resource
// provider found"): what the call names is not there, premise; unless the
// thing is what a search yields ("No results found", "No matches found",
// kubectl "No resources found": ambiguous, read by the wording), the
// caller's credential (denied, credentialMissing), or a part of the request
// itself (OpenAI Responses "No tool output found for function call ...":
// the input the call carries is inconsistent, invalid).
func noThingFound(t string) bool {
	for i := range foldMatches(t, " found") {
		clause, ok := noClauseBefore(t, i)
		if !ok {
			continue
		}
		if hasAny(clause, "result", "match", "row", "record", "hit", "document", "resources", "entries", "data", "item",
			"credential", "token", "key", "auth", "permission", "access",
			"tool", "function", "call", "input", "output", "message", "field", "param", "argument", "header", "body",
			// A field's mapping the request names (Elasticsearch's "No
			// mapping found for [x] in order to sort on"): the request's
			// field, as "field" (set 1373, elasticwords.go).
			"mapping") {
			continue
		}
		return true
	}
	return false
}

// runningWork reports a limit counted in work still running or waiting:
// "active", "running", "queued", "concurrent", "in-flight", "outstanding"
// or "pending" builds, jobs, queries, statements, runs, executions,
// sessions..., the adjective before the noun (with one word between:
// "running DML statements") or after it ("DML statements outstanding").
// The count frees as the work ends (CodeBuild "Cannot have more than 1
// active builds for the account", Redshift Data API
// ActiveStatementsExceededException "The number of active statements
// exceeds the limit", BigQuery "Too many DML statements outstanding
// against table", Trino "Too many queued queries", Loki "too many
// outstanding requests"): transient, whatever the code says of limits. A
// count of things held (active health checks, running instances, buckets)
// names no work and stays the account's (premise). After the noun,
// "running" counts only with "at the same time", "at once",
// "concurrently", "simultaneously" or "in parallel" (runningAtOnce, set
// 1498).
func runningWork(t string) bool {
	for _, adj := range [...]string{"active ", "running ", "queued ", "concurrent ", "in-flight ", "in flight ", "outstanding ", "pending "} {
		for i := range foldMatches(t, adj) {
			if rest := t[i+len(adj):]; workNoun(rest) || workNoun(afterWord(rest)) {
				return true
			}
		}
	}
	for _, adj := range [...]string{" outstanding", " queued", " pending", " in flight", " in-flight"} {
		for i := range foldMatches(t, adj) {
			if workNoun(wordBefore(t[:i])) {
				return true
			}
		}
	}
	return runningAtOnce(t)
}

// runningAtOnce reports work counted as running at once, "running" after
// the work noun with the words that make it a count of concurrent work:
// Amazon Transcribe's "You have too many jobs running at the same time.
// Try your request again later." (set 1498). A bare "the job running on
// node n1" names one job, not a count.
func runningAtOnce(t string) bool {
	for _, adj := range [...]string{" running at the same time", " running at once", " running concurrently", " running simultaneously", " running in parallel"} {
		for i := range foldMatches(t, adj) {
			if workNoun(wordBefore(t[:i])) {
				return true
			}
		}
	}
	return false
}

// afterWord returns s past its first word and the one space after it, or
// "" when no word and space lead it.
func afterWord(s string) string {
	i := 0
	for i < len(s) && isAlnum(s[i]) {
		i++
	}
	if i == 0 || i >= len(s) || s[i] != ' ' {
		return ""
	}
	return s[i+1:]
}

// wordBefore returns the word that ends s.
func wordBefore(s string) string {
	i := len(s)
	for i > 0 && isAlnum(s[i-1]) {
		i--
	}
	return s[i:]
}

// workNoun reports whether s begins with a noun for work that ends by
// itself, singular or plural.
func workNoun(s string) bool {
	for _, n := range [...]string{"build", "job", "query", "queries", "statement", "run", "execution", "task", "session", "operation",
		"deployment", "invocation", "request", "workflow", "pipeline", "export", "import", "restore", "transfer", "upload", "migration"} {
		if len(s) < len(n) || !strings.EqualFold(s[:len(n)], n) {
			continue
		}
		rest := s[len(n):]
		if rest != "" && (rest[0] == 's' || rest[0] == 'S') {
			rest = rest[1:]
		}
		if rest == "" || !isAlnum(rest[0]) {
			return true
		}
	}
	return false
}

// lockoutWords: sign-in refused for a while after too many failures (a
// Cognito "Password attempts exceeded" lockout, which doubles each time and
// then lifts; Okta's and Keycloak's temporary lockouts). The credential is
// not what failed, time is: transient, under any denied code.
var lockoutWords = newMatcher(concat(attemptLockoutWords, []pattern{
	{text: "temporarily locked", kind: transient, reason: "a temporary lockout"},
	{text: "temporarily disabled", kind: transient, reason: "a temporary lockout"},
	{text: "temporarily blocked", kind: transient, reason: "a temporary lockout"},
}))

// attemptLockoutWords name the count of failed attempts behind a lockout;
// they also read under a 4xx whose status would say a wrong call (generic.go
// overInvalid): Laravel Breeze's 422 validation error "Too many login
// attempts. Please try again in 58 seconds." (set 223).
var attemptLockoutWords = []pattern{
	{text: "password attempts exceeded", kind: transient, reason: "a temporary sign-in lockout after failed attempts: it lifts by itself"},
	{text: "too many failed login attempts", kind: transient, reason: "a temporary sign-in lockout after failed attempts"},
	{text: "too many failed attempts", kind: transient, reason: "a temporary lockout after failed attempts"},
	{text: "too many login attempts", kind: transient, reason: "a temporary sign-in lockout after failed attempts"},
	{text: "too many sign-in attempts", kind: transient, reason: "a temporary sign-in lockout after failed attempts"},
}

// optimisticLock reports a precondition that failed on a token the server
// hands out only to be echoed back: Compute Engine's label, metadata and
// tags fingerprints ("Labels fingerprint either invalid or resource labels
// have changed"), Kubernetes' resourceVersion ("please apply your changes to
// the latest version") under a 412. The stale-copy ruling reads it premise:
// the client must read the token again before the same change.
func optimisticLock(t string) bool {
	return hasFold(t, "fingerprint") && hasAny(t, "changed", "modified", "out of date", "invalid", "does not match") ||
		hasFold(t, "apply your changes to the latest version") || staleRead(t)
}

// dnsCause reports a gateway's error page whose cause is a name that does
// not resolve: the origin's DNS record (Cloudflare 1001/1016, CloudFront
// "wasn't able to resolve the origin domain name", Squid ERR_DNS_FAIL,
// Envoy and Akamai's DNS errors, Kong's 503 "name resolution failed" for
// a Service host without a record, Apache mod_proxy's "DNS lookup failure
// for: host" under its 500 or 502 Proxy Error, set 1283). The 5xx is the gateway's; the cause is
// configuration, and retrying the same name resolves nothing: premise.
func dnsCause(t string) bool {
	return hasAny(t, "origin dns error", "dns resolution error", "resolve the origin", "unable to resolve", "could not be resolved",
		"err_dns_fail", "unable to determine ip address from host name", "domain name does not exist", "nxdomain", "dns lookup failed",
		"dns points to prohibited ip", "name resolution failed", "dns lookup failure for",
		// Go's resolver's NXDOMAIN, in the Go error a Go proxy's error
		// page or log passes on (Caddy's {err.message}, httputil's
		// "http: proxy error: dial tcp: lookup x on y: no such host"; set 1357).
		"no such host")
}

// oversizeWords: a server error that is the request's size or shape, an API
// gateway's threat protection refusing the payload (Apigee
// JSONThreatProtection and XMLThreatProtection answer 500
// ExecutionFailed "Exceeded object entry count", ...): shrink the request.
var oversizeWords = []pattern{
	{text: "exceeded object entry count", kind: invalid, reason: "the payload has more object entries than the limit"},
	{text: "exceeded object entry name length", kind: invalid, reason: "a payload key is longer than the limit"},
	{text: "exceeded array element count", kind: invalid, reason: "a payload array is longer than the limit"},
	{text: "exceeded container depth", kind: invalid, reason: "the payload is nested deeper than the limit"},
	{text: "exceeded string value length", kind: invalid, reason: "a payload string is longer than the limit"},
	{text: "exceeded child count", kind: invalid, reason: "the payload has more children than the limit"},
	{text: "exceeded node depth", kind: invalid, reason: "the payload is nested deeper than the limit"},
	{text: "payload too large", kind: invalid, reason: "the payload is too large"},
	{text: "request entity too large", kind: invalid, reason: "the request is too large"},
	{text: "request body too large", kind: invalid, reason: "the request is too large"},
	{text: "body is too large", kind: invalid, reason: "the request is too large"},
	// An uploaded file over the endpoint's own size cap, under any status
	// (Comeet's 403 file_size_limit "The provided file exceeds size limit
	// of 5MB", developers.comeet.com error-responses; set 1648): send a
	// smaller file, no credential or wait changes it. A store over its
	// quota is not worded so and keeps its own readings.
	{text: "file exceeds size limit", kind: invalid, reason: "the uploaded file is over the endpoint's size limit"},
	{text: "file exceeds the size limit", kind: invalid, reason: "the uploaded file is over the endpoint's size limit"},
	{text: "file exceeds the maximum size", kind: invalid, reason: "the uploaded file is over the endpoint's size limit"},
	{text: "exceeds the maximum file size", kind: invalid, reason: "the uploaded file is over the endpoint's size limit"},
	{text: "exceeds the file size limit", kind: invalid, reason: "the uploaded file is over the endpoint's size limit"},
	// The request line or query said too long (OpenCage's 410 "request
	// too long", RFC 9110's 414 "URI Too Long" in servers' bodies; set
	// 607): shorten the query, whatever status carries it.
	{text: "request too long", kind: invalid, reason: "the request (its URL or query) is too long"},
	{text: "uri too long", kind: invalid, reason: "the request (its URL or query) is too long"},
	{text: "url too long", kind: invalid, reason: "the request (its URL or query) is too long"},
	// What the call asked for is larger than the API serves (GitHub's
	// contents API 403 "too large to fetch via the API", Google Drive 403
	// exportSizeLimitExceeded "too large to be exported"): another
	// endpoint or media type, not another credential.
	{text: "too large to fetch", kind: invalid, reason: "what the call asked for is larger than this endpoint serves"},
	{text: "too large to be exported", kind: invalid, reason: "what the call asked for is larger than this endpoint exports"},
	{text: "too large to export", kind: invalid, reason: "what the call asked for is larger than this endpoint exports"},
	{text: "too large to download", kind: invalid, reason: "what the call asked for is larger than this endpoint serves"},
	{text: "too large to be downloaded", kind: invalid, reason: "what the call asked for is larger than this endpoint serves"},
}

// contextOverflowWords: a prompt longer than the model's context window,
// as model servers word it under a 5xx or a generic server error type
// (llama.cpp and LM Studio's 500 server_error "Context size has been
// exceeded.", an OpenAI- or Anthropic-compatible server's server_error or
// api_error carrying "maximum context length" or "prompt is too long"):
// the call's own size, which no wait changes; shorten it (set 389).
var contextOverflowWords = []pattern{
	{text: "context size has been exceeded", kind: invalid, reason: "the prompt is longer than the model's context window: shorten it"},
	{text: "context size exceeded", kind: invalid, reason: "the prompt is longer than the model's context window: shorten it"},
	{text: "maximum context length", kind: invalid, reason: "the prompt is longer than the model's context window: shorten it"},
	{text: "context length exceeded", kind: invalid, reason: "the prompt is longer than the model's context window: shorten it"},
	{text: "context_length_exceeded", kind: invalid, reason: "the prompt is longer than the model's context window: shorten it"},
	{text: "prompt is too long", kind: invalid, reason: "the prompt is longer than the model's context window: shorten it"},
	{text: "exceeds the model's context window", kind: invalid, reason: "the prompt is longer than the model's context window: shorten it"},
	{text: "exceeds the context window", kind: invalid, reason: "the prompt is longer than the model's context window: shorten it"},
	// Bedrock's words for the same (Anthropic models: "Input is too long
	// for requested model.", set 1368).
	{text: "too long for requested model", kind: invalid, reason: "the prompt is longer than the model's context window: shorten it"},
	// The window stated as the bound the request must stay under
	// (Together AI's "Input token count + max_tokens parameter must be
	// less than the context length of the model being queried.", which it
	// sends under 403; set 1369).
	{text: "less than the context length", kind: invalid, reason: "the prompt and max_tokens are longer than the model's context window: shorten them"},
}

// contextOverflowMatcher reads contextOverflowWords alone, for a relayed
// provider error whose envelope says nothing of its kind (aws.go).
var contextOverflowMatcher = newMatcher(contextOverflowWords)

// overInvalidText reads a message under a generic invalid code: the shapes
// above, then the overInvalid table.
func overInvalidText(text string) (Result, bool) {
	// Record-state refusals of HR and payroll APIs under a generic 422
	// (hrstate.go, set 1597).
	if rowsPartlyApplied(text) {
		return verdict(ambiguous, "the error body reports its rows one by one and some were applied: resend only the refused rows")
	}
	if r, ok := dagRefusal(text); ok { // dagrefusal.go (set 1674)
		return r, true
	}
	if processingRefusesChange(text) {
		return verdict(premise, "the object is in a processing run that ends in a state refusing this change: the plan assumed an editable object")
	}
	if oneAllowedExisting(text) || nothingPendingToUndo(text) || relationAlreadyAbsent(text) { // hrstate.go (set 1695)
		return verdict(conflict, "the owner already holds the one thing the step was to make, or nothing is left to undo: skip the step")
	}
	if scheduledBlocksAct(text) { // hrstate.go (set 1695)
		return verdict(premise, "another change to the record is scheduled, and the service asks to clear it first: replan around it")
	}
	if attemptsSpent(text) { // hrstate.go (set 1695)
		return verdict(premise, "the allowance of attempts is used up for good and the service sends the caller to support: no wait or argument renews it")
	}
	if alreadyHasOne(text) {
		return verdict(conflict, "the owner already has the one thing the step was to create: carry it forward")
	}
	if missingAskCreate(text) {
		return verdict(premise, "the owner lacks the object the step rests on, and the message asks to create it first")
	}
	if noneToActOn(text) {
		return verdict(premise, "there is nothing for the act to run over: the plan's belief that there is work to do is false")
	}
	if requestSettingClause(text) { // settingclause.go (set 1495)
		return verdict(invalid, requestSettingClauseReason)
	}
	if cannotFindHedge(text) { // hedgednotfound.go (set 1383)
		return verdict(premise, cannotFindHedgeReason)
	}
	if mcpConnectorUnreached(text) { // mcpconnector.go (set 1484)
		return verdict(transient, "the MCP connector could not reach the remote MCP server: the server's moment, not the request")
	}
	if capacityStockout(text) { // stockout.go (set 1510)
		return verdict(transient, stockoutReason)
	}
	if holderLimitReached(text) { // heldlimits.go (set 1582)
		return verdict(premise, holderLimitReason)
	}
	if phoneStepPending(text) { // set 1455
		return verdict(premise, "the account must verify a phone number before this act (an account step, not an argument)")
	}
	// A cap on work still running, under a generic bad-request or
	// invalid-input code (Amazon Transcribe's BadRequestException "You
	// have too many jobs running at the same time. Try your request again
	// later."; set 1498): the count frees as that work ends, as under a
	// LimitExceeded code (codes.go modeLimit) or a 403 (httppreset.go).
	// Only the "running at once" wording: a held count of "active
	// sessions" under a constraint stays the user's (sets 210, 1366).
	if hasAny(text, "too many", "limit", "exceed", "maximum number") && runningAtOnce(text) {
		return verdict(transient, "a cap on work still running or waiting is reached: it frees as that work ends")
	}
	if r, ok := matchWords(repeatedKeyMatcher, text); ok { // generic.go (set 579)
		return r, true
	}
	if r, ok := expiredDeliveryToken(text); ok { // deliverytoken.go (set 421)
		return r, true
	}
	if versionTaken(text) { // republish.go (held-out set 768)
		return verdict(conflict, versionTakenReason)
	}
	if numberTaken(text) { // republish.go (sets 790, 1532)
		return verdict(conflict, numberTakenReason)
	}
	if absentCredential(text) { // servercred.go
		return verdict(denied, "the request carried no credential (an auth middleware's refusal)")
	}
	if keyParameterRefused(text) { // servercred.go (set 713)
		return verdict(denied, "the API key parameter is missing or refused: a credential, not an argument")
	}
	if startedWithout(text) { // compatserver.go (set 266)
		return verdict(premise, "the server was started without the option the request's feature needs: another server, or restart it with the option")
	}
	if noModelLoaded(text) { // compatserver.go (set 1396)
		return verdict(premise, noModelLoadedReason)
	}
	if extraFieldReport(text) { // callshape.go (set 575)
		return verdict(invalid, "a schema validator refused a field the request should not carry: drop or rename it")
	}
	if missingMemberReport(text) { // callshape.go (set 592)
		return verdict(invalid, "the request names a property, field or URL segment the service's model lacks: fix the name")
	}
	// A lock another session holds now, in words (roomwords.go
	// lockNowWords): a 400 that carries it (SAP Gateway's V1/042,
	// Salesforce's UNABLE_TO_LOCK_ROW inside a trigger's exception) is a
	// wait, not a wrong request (held-out set 774).
	if r, ok := matchWords(lockNowMatcher, text); ok {
		return r, true
	}
	if actorNotAllowed(text) { // actorrefusal.go
		return verdict(denied, actorNotAllowedReason)
	}
	if r, ok := worldShapes(text); ok {
		return r, true
	}
	if undownloadableKind(text) { // downloadable.go (sets 89, 1445)
		return verdict(premise, "the file's origin or purpose bars downloading it (only tool-made files, or not this purpose): no argument changes how it was made; replan")
	}
	if cancelFirstRefusal(text) { // cancelfirst.go (set 1445)
		return verdict(premise, "the object's work still runs and the message asks to cancel or stop it first: the plan lacks that step")
	}
	if stateAdjectiveRefusal(text) { // statemachine.go (set 598)
		return verdict(premise, "the object is in a state the rule names (\"running jobs cannot be deleted\"): read its state and replan")
	}
	// A 4xx whose body names the object's current state ("Cluster c1 is in
	// unexpected state Terminated.", Databricks INVALID_STATE under 400):
	// the object, not the request (statemachine.go, set 666).
	if r, ok := objectStateRefusal(text); ok {
		return r, true
	}
	if heldNounLimit(text) { // heldlimits.go (set 1111)
		return verdict(premise, heldNounLimitReason)
	}
	if accountFloorBreach(text) { // heldlimits.go (set 1384)
		return verdict(premise, accountFloorReason)
	}
	if versionNumbersMismatch(text) { // assertedstate.go (sets 683, 1058, 1089)
		return verdict(premise, versionNumbersReason)
	}
	if r, ok := matchWords(overInvalid, text); ok {
		return r, true
	}
	if alreadyRefusing(text) { // appwords.go: the end state blocks another act
		return verdict(premise, stateBlocksActReason)
	}
	if alreadyStated(text) { // appwords.go (sets 254, 437, 889)
		return verdict(conflict, alreadyStatedReason)
	}
	return Result{}, false
}

// clientSideShapes are failures a client library raises before any request
// reaches a service, which the generic words would misread: a missing API
// key worded as a missing option ("The api_key client option must be set",
// "The OPENAI_API_KEY environment variable is missing or empty", "Could not
// resolve authentication method"): the agent has no credential, denied,
// not an argument to repair; and Go's net/url refusing a URL
// (`parse "x": first path segment in URL cannot contain colon`): the URL
// argument, invalid.
func clientSideShapes(t string) (Result, bool) {
	if hasAny(t, "could not resolve authentication method") ||
		hasAny(t, "api_key", "api key", "apikey", "auth_token") && hasAny(t, "must be set", "is missing", "missing or empty", "not set", "did not find", "not provided", "no api key", "missing key") {
		return verdict(denied, "the client has no API key or token to send: a credential, not an argument")
	}
	// The same want in "no <key> provided" order, as SDKs name a key
	// option the client was built without (posthog-go ErrNoPersonalAPIKey
	// "no PersonalAPIKey provided", returned when "a SecretKey is
	// required for the requested operation but was not configured";
	// openai-python's "No API key provided."; set 1571): denied.
	if noKeyProvided(t) {
		return verdict(denied, "the client was given no API key for this operation: a credential, not an argument")
	}
	// A client built with no credential option at all, in the SDK's words
	// before any request (set 1426): openai-go's azure "authentication is
	// required; configure exactly one of azure.WithAPIKey or
	// azure.WithTokenCredential", anthropic-sdk-go's bedrock "expected AWS
	// credentials to be set": denied, as the missing API key above.
	if hasAny(t, "authentication is required; configure", "credentials to be set", "credentials must be set") {
		return verdict(denied, "the client was built with no credential: a credential, not an argument")
	}
	// An SDK's own check of its client options before any request (set
	// 1426): openai-go's azure "apiVersion is an empty string, but needs to
	// be set", and a client that will not send credentials over plain HTTP
	// (openai-go azure "authenticated requests require HTTPS", azcore
	// "authenticated requests are not permitted for non TLS protected
	// (https) endpoints"): the option the caller passed is wrong, invalid.
	if hasAny(t, "is an empty string, but needs to be set", "authenticated requests require https",
		"not permitted for non tls protected") {
		return verdict(invalid, "the SDK refused its client options before any request: fix the option")
	}
	if s := strings.TrimSpace(t); strings.HasPrefix(s, `parse "`) && strings.Contains(s, `": `) {
		return verdict(invalid, "net/url cannot parse the URL: fix it")
	}
	return Result{}, false
}

// finishedAlready finds a cancel or stop of work that has already ended
// (Anthropic "The batch ... has already ended and cannot be canceled",
// OpenAI "Batch ... is not in progress and cannot be cancelled", "cannot
// be cancelled because it has already completed"): the world already holds
// what the step wanted, the work not running: conflict, skip the step.
//
// The same refusal names the target's end as its status, or says nothing
// is running (set 32): "Cannot cancel run with status 'completed'."
// (OpenAI Assistants), "Cancellation failed: no active response found"
// (OpenAI Realtime response_cancel_not_active), "Cannot cancel a workflow
// run that is completed." (GitHub Actions), "cannot shutdown a completed
// workflow" (Argo Workflows). "succeeded" is left out: a cancel of a
// payment that succeeded wanted the charge undone, which is not so.
func finishedAlready(t string) bool {
	if !hasAny(t, "cancel", "stop", "shutdown", "shut down", "terminate", "abort") {
		return false
	}
	if hasAny(t, "already ended", "already completed", "already finished", "already been completed", "already in a terminal state", "not in progress and cannot") {
		return true
	}
	// Only work that runs is done with by its end: an order, a booking or
	// a payment "in a completed state" was to be undone, which its end
	// does not do (premise, appwords.go).
	// And only a refusal: "Build stopped with status FAILED" reports an
	// end, it refuses nothing.
	return namesWork(t) && hasAny(t, "cannot", "can't", "can not", "unable to", "could not", "not be ", "cancellation failed", "not cancel", "not stop") &&
		(hasAny(t, "no active ", "nothing to cancel", "nothing to stop") || endedState(t))
}

// namesWork reports whether a word of t is a noun for work that runs and
// ends by itself (workNoun, and the model APIs' response, batch, stream).
func namesWork(t string) bool {
	for i := 0; i < len(t); i++ {
		if i > 0 && isAlnum(t[i-1]) || !isAlnum(t[i]) {
			continue
		}
		if workNoun(t[i:]) {
			return true
		}
		for _, n := range [...]string{"response", "batch", "stream", "generation", "crawl"} {
			if len(t)-i >= len(n) && strings.EqualFold(t[i:i+len(n)], n) && (len(t)-i == len(n) || !isAlnum(t[i+len(n)]) || t[i+len(n)] == 's' || t[i+len(n)] == 'e') {
				return true
			}
		}
	}
	return false
}

// endedState finds a terminal state named as the target's own: after
// "status" or "state" ("with status 'completed'", "in state FAILED"), or
// as its attribute ("a completed workflow", "that is completed").
func endedState(t string) bool {
	for _, w := range [...]string{"completed", "finished", "ended", "expired", "failed", "terminated", "cancelled", "canceled"} {
		for i := range foldMatches(t, w) {
			if end := i + len(w); end < len(t) && isAlnum(t[end]) {
				continue
			}
			before := strings.TrimRight(t[max(0, i-16):i], " '\"`:=<([")
			if hasSuffixFold(before, "status") || hasSuffixFold(before, "state") {
				return true
			}
			// As an attribute only the words of work that ran to its
			// end: "a token is expired" or "a connection is failed" says
			// nothing of the target.
			switch w {
			case "completed", "finished", "ended", "terminated":
				if hasSuffixFold(before, " a") || hasSuffixFold(before, " is") {
					return true
				}
			}
		}
	}
	return false
}

// unverifiedHolderWords: an account that lacks a verified address, said of
// its holder (set 404): PyPI's 403 "User 'x' does not have a verified
// primary email address. Please add a verified primary email before
// attempting to upload", GitHub "doesn't have a verified email",
// crates.io "A verified email address is required to publish crates".
// An account step to take first: premise, also under a 403 (stateWords).
var unverifiedHolderWords = []pattern{
	{text: "does not have a verified", kind: premise, reason: "the account has no verified address yet (an account step)"},
	{text: "doesn't have a verified", kind: premise, reason: "the account has no verified address yet (an account step)"},
	{text: "verified email address is required", kind: premise, reason: "the account has no verified address yet (an account step)"},
	{text: "verified email is required", kind: premise, reason: "the account has no verified address yet (an account step)"},
	// Said of the address itself (set 821): Laravel's EnsureEmailIsVerified
	// "Your email address is not verified.", SES "Email address is not
	// verified." for a sender identity.
	{text: "email address is not verified", kind: premise, reason: "the account's address is not verified yet (an account step)"},
	// A sending domain the email service does not have configured, under
	// a 400 and a validation name (SparkPost 7001 "Invalid domain"
	// "Unconfigured Sending Domain <x>"; set 1562): the request names a
	// domain the account must first add and verify (a DNS/account step),
	// premise. SparkPost's "No sending domain specified" is the call's own
	// missing argument and is not read here. Resend's 403 "The x domain is
	// not verified" is not read here either: set 872 labels it denied.
	{text: "unconfigured sending domain", kind: premise, reason: "the sending domain is not configured on the account (add and verify it first)"},
	// An account or workspace the email service has not yet approved to
	// send, or whose owner set it to send nothing (Customer.io's
	// transactional 403s "Account is not yet approved for sending.",
	// "Workspace is set to “Do Not Send.”"; set 1562): no key or scope
	// lifts it; the account's state must change first.
	{text: "approved for sending", kind: premise, reason: "the account is not approved for sending yet (an account step, not a grant)"},
	{text: "set to “do not send", kind: premise, reason: "the workspace is set to send nothing (a setting to change first)"},
	{text: "set to \"do not send", kind: premise, reason: "the workspace is set to send nothing (a setting to change first)"},
}

// phoneStepPending reads a phone number the account has yet to verify
// before the act, under a generic validation code (Stripe's 400
// validation_error "You must verify a phone number on your Stripe account
// before you can send raw credit card numbers to the Stripe API", set
// 1455): an account step, premise, as an unverified email is
// (accountStepWords). A phone number that is malformed or "could not be
// verified" is the argument and is not read here.
func phoneStepPending(text string) bool {
	return hasAny(text, "verify a phone number on your", "verify your phone number", "phone number is not verified", "phone number not verified", "phone number has not been verified")
}

// noneValidGiven finds "no (correct) recipients found", "no valid
// recipients", "No valid phone numbers were found": the qualifier says the
// recipients the call itself listed all failed the service's check, an
// argument to repair, not a world without them (MessageBird's error 9 "no
// (correct) recipients found" with parameter "recipients", Postfix's "554
// 5.5.1 Error: no valid recipients"; set 1561). Only the nouns a send
// call carries as its own argument qualify: "No valid license was found"
// or "no valid credentials found" are the account's state or authority
// and keep their readings. It is read under a generic code
// (worldShapes) and in the wording fallback (generic.go), for an SDK's
// Error() text.
func noneValidGivenText(t string) (Result, bool) {
	if noneValidGiven(t) {
		return verdict(invalid, "none of the recipients the call gave is valid (\"no valid/correct recipients found\"): repair them")
	}
	return Result{}, false
}

func noneValidGiven(t string) bool {
	// sendmail -t (Postfix, Sendmail) "No recipient addresses found in
	// message header": the message handed over names no recipient (set
	// 1739); Postfix exits 75 for it, but a retry finds none again.
	if hasFold(t, "no recipient addresses found") {
		return true
	}
	for _, q := range [...]string{"no (correct) ", "no correct ", "no valid ", "no (valid) "} {
		for i := range foldMatches(t, q) {
			if i > 0 && isWordByte(t[i-1]) {
				continue
			}
			rest := t[i+len(q):]
			for _, n := range [...]string{"recipients", "recipient", "phone numbers", "mobile numbers", "destination numbers", "destinations", "msisdns", "email addresses", "to numbers"} {
				if hasPrefixFold(rest, n) && (len(rest) == len(n) || !isWordByte(rest[len(n)])) {
					return true
				}
			}
		}
	}
	return false
}

// noKeyProvided reports "no <key> provided": a "no " that a key's name
// (api key, apikey, api_key, auth_token, PersonalAPIKey) follows within a
// few words, and " provided" right after the name. "The API key provided
// is invalid" (a key sent and refused) and "no events provided for api
// key x" (the key is there) are not read so.
func noKeyProvided(t string) bool {
	for off := 0; off < len(t); {
		i := indexFold(t[off:], "no ")
		if i < 0 {
			return false
		}
		i += off
		off = i + 3
		if i > 0 && isWordByte(t[i-1]) {
			continue
		}
		seg := t[off:]
		if len(seg) > 40 {
			seg = seg[:40]
		}
		for _, kw := range keyNames {
			if j := indexFold(seg, kw); j >= 0 && hasPrefixFold(t[off+j+len(kw):], " provided") {
				return true
			}
		}
	}
	return false
}

var keyNames = [...]string{"apikey", "api key", "api_key", "auth_token"}
