package classify

import "strings"

// Set 115's classes, each a state of the world or of the account that a
// status or a code words as something else.

// heldCountWords: a limit on how many of something the account may hold,
// reached, and worded as the maximum rather than as a rate: Pinecone's 403
// FORBIDDEN "This project already contains 20 serverless indexes, the
// maximum per project"; "You have reached the maximum number of ..." as
// hosting dashboards word it; Postman's 403 limitReachedError "You can
// create up to 3 APIs on your current plan"; GitLab's 403 "Your project
// limit is 10 projects! Please contact your administrator to increase
// it". Neither a credential nor a wait changes it: free one or raise the
// plan, premise.
var heldCountWords = concat(heldCountLiteral, alreadyAtMaximum())

// alreadyAtMaximum: a caller's own results counted up to the limit,
// "already <participle> the maximum (number of)" with the participles of
// alreadyDone (Mastodon's 422 "Validation failed: You have already pinned
// the maximum number of posts", docs.joinmastodon.org methods/statuses
// pin; "You have already created the maximum number of projects"; set
// 1531). The participle alone reads as the step's result being there
// (conflict); the count makes it a limit held: premise.
func alreadyAtMaximum() []pattern {
	var out []pattern
	for _, w := range alreadyDone {
		for _, m := range [...]string{" the maximum", " the max ", " the maximum allowed"} {
			out = append(out, pattern{text: "already " + w + m, kind: premise, reason: "the caller already holds as many " + w + " as the limit allows: free one or raise the limit"})
		}
	}
	return out
}

var heldCountLiteral = []pattern{
	// Elasticsearch's cluster-wide shard cap under a 400
	// validation_exception ("this action would add [2] shards, but this
	// cluster currently has [1000]/[1000] maximum normal shards open";
	// set 409): a count the cluster holds, not the request's size.
	{text: "maximum normal shards open", kind: premise, reason: "the cluster holds as many shards as it allows: remove some or raise the limit"},
	// A stored container at its capacity, told as what the act would
	// push it past: Google Sheets' "This action would increase the number
	// of cells in the workbook above the limit of 10000000 cells" under a
	// 400 (sets 367 and 844 both read it so). The workbook holds what it
	// allows; a new one or a trim of it comes first.
	{text: "would increase the number of", kind: premise, reason: "the container holds as many as it allows (the act would push it past its limit): trim it or use a new one"},
	// A container said to hold its maximum already (YouTube
	// playlistItems.insert 403 playlistContainsMaximumNumberOfVideos "The
	// playlist already contains the maximum allowed number of items.";
	// set 1330): a count held, not authority; free a slot or use another.
	// A count of uploads an applicant may hold, spent (Sumsub 1001
	// too-many-documents "Applicant exceeded the maximum allowed number of
	// uploaded documents. Adding new is not allowed." under a 400; set
	// 1355): a count held, not the file's form.
	{text: "exceeded the maximum allowed number of uploaded", kind: premise, reason: "the object holds as many uploads as it allows: no new one is taken; reset it or replan"},
	// A connection holding as many tokens as it may: Azure Service Bus's
	// AMQP put-token refusal "Put token failed. status-code: 403,
	// status-description: The maximum number of '1000' tokens per
	// connection has been reached." (the troubleshooting guide: open a new
	// connection; set 1428). The 403 counts the link's tokens, not the
	// caller's authority.
	{text: "tokens per connection has been reached", kind: premise, reason: "the connection holds as many tokens as it may (AMQP put-token limit): open a new connection"},
	// An organisation at the count of objects its configuration allows,
	// under a 400: Samsara's "Configuration limit exceeded" ("you can no
	// longer create more of an object (e.g. users, drivers, documents) via
	// API due to system limits. Reach out to Support to request
	// increases.", developers.samsara.com/docs/response-codes; set 1687).
	// The call's arguments are fine; the org is full.
	{text: "configuration limit exceeded", kind: premise, reason: "the organisation holds as many objects as its configuration allows: free one or ask for an increase"},
	{text: "configuration limit reached", kind: premise, reason: "the organisation holds as many objects as its configuration allows: free one or ask for an increase"},
	{text: "already contains the maximum", kind: premise, reason: "the container holds as many as it allows: remove one or use another"},
	{text: "the maximum per project", kind: premise, reason: "the project holds as many as its limit allows: free one or raise the limit"},
	{text: "the maximum per account", kind: premise, reason: "the account holds as many as its limit allows: free one or raise the limit"},
	{text: "the maximum per organization", kind: premise, reason: "the organization holds as many as its limit allows: free one or raise the limit"},
	// A count of requests in a period is a rate, not a count held: "You've
	// reached the max number of requests per minute" refills by itself
	// (ahead of the held-count words below; noticed with set 871).
	{text: "number of requests per", kind: transient, reason: "a per-period request limit is reached: it refills; wait, then retry"},
	{text: "max requests per", kind: transient, reason: "a per-period request limit is reached: it refills; wait, then retry"},
	{text: "maximum requests per", kind: transient, reason: "a per-period request limit is reached: it refills; wait, then retry"},
	// The same count worded "reached the maximum allowed <things> limit"
	// (Flagsmith's DRF field errors under a 400: "The Project has reached
	// the maximum allowed features limit.", "The project has reached the
	// maximum allowed segments limit.", "The environment has reached the
	// maximum allowed segments overrides limit."; set 1743).
	// Only Flagsmith's "<things> limit" tail: "has reached the maximum
	// allowed number of concurrent sessions" is a passing state and "...
	// allowed size of 10 GB" is no count of things (the review after set
	// 1743).
	{text: "has reached the maximum allowed features limit", kind: premise, reason: "the project holds as many as its limit allows: free one or raise the limit"},
	{text: "has reached the maximum allowed segments limit", kind: premise, reason: "the project holds as many as its limit allows: free one or raise the limit"},
	{text: "has reached the maximum allowed segments overrides limit", kind: premise, reason: "the environment holds as many as its limit allows: free one or raise the limit"},
	{text: "reached the maximum number of", kind: premise, reason: "the account holds as many as its limit allows: free one or raise the limit"},
	// The holder said to be past its count (Appwrite's 501
	// user_count_exceeded "The current project has exceeded the maximum
	// number of users. Please check your user limit in the Appwrite
	// console."; set 1341). The holder's noun keeps "exceeded the maximum
	// number of retries" out.
	{text: "project has exceeded the maximum number of", kind: premise, reason: "the project holds as many as its limit allows: free one or raise the limit"},
	{text: "account has exceeded the maximum number of", kind: premise, reason: "the account holds as many as its limit allows: free one or raise the limit"},
	{text: "organization has exceeded the maximum number of", kind: premise, reason: "the organization holds as many as its limit allows: free one or raise the limit"},
	{text: "reached its maximum number of", kind: premise, reason: "the account holds as many as its limit allows: free one or raise the limit"},
	// The same count in the shorter "max" (held-out set 871): Pinecone's
	// 403 FORBIDDEN "You've reached the max pods allowed in project X
	// (1). To increase this limit, adjust your project settings", web
	// apps' "You have reached the max number of shipping addresses".
	{text: "you've reached the max ", kind: premise, reason: "the account holds as many as its limit allows: free one or raise the limit"},
	{text: "you have reached the max ", kind: premise, reason: "the account holds as many as its limit allows: free one or raise the limit"},
	{text: "reached the max number of", kind: premise, reason: "the account holds as many as its limit allows: free one or raise the limit"},
	{text: "you can create up to", kind: premise, reason: "the plan allows no more of these: free one or raise the plan"},
	{text: "your project limit is", kind: premise, reason: "the account holds as many projects as its limit allows: free one or raise the limit"},
	// Route 53's DelegationSetNotAvailable "there is a limit to the number
	// of hosted zones that have the same name ... has reached that limit"
	// and its TooManyHostedZones "reached the limit on the number of"
	// (set 370): a count, named by "number of" or by the sentence before.
	{text: "has reached that limit", kind: premise, reason: "the count the service allows is reached: free one or raise the limit"},
	// A count of times the caller may do something, not of things it
	// holds: Acrobat Sign's web form first-signer throttle "You've reached
	// the limit on the number of times that you may access this web form.
	// Please try again after 1 hours, 5 minutes, and 0 seconds." (limits
	// per minute, hour and day; set 1706): a frequency, it lifts with time.
	{text: "reached the limit on the number of times", kind: transient, reason: "a limit on how often the caller may act within a window: it lifts with time"},
	{text: "reached the limit on the number of", kind: premise, reason: "the account holds as many as its limit allows: free one or raise the limit"},
	// Neon's proxy "You have exceeded the limit of concurrently active
	// endpoints. Please suspend some of the endpoints and try again."
	// (set 1252): a count of computes the project holds running, freed by
	// suspending one or raising the limit, not a rate of requests.
	{text: "limit of concurrently active", kind: premise, reason: "the project holds as many active computes as its limit allows: suspend one or raise the limit"},
}

// activeSeriesWords: a tenant's cap on the series or streams it holds in
// memory, reached (held-out set 646). Mimir and Cortex answer a remote
// write's new series with "per-user series limit of 150000 exceeded"
// (err-mimir-max-series-per-user, under a 400; set 418's line words it
// "exceeded its active series limit"), "per-metric series limit of 50000
// exceeded"; Loki's 429 "Maximum active stream limit exceeded",
// Pyroscope's "Maximum active series limit exceeded". The runbooks' way
// out is fewer labels or a raised limit: the tenant's count, not a rate
// (a wait frees it only as series go idle) nor this sample's shape, so
// premise under a 400 and a 429 alike. A per-stream or ingestion rate
// limit (Loki "Per stream rate limit exceeded") stays transient, and a
// query's own series cap ("maximum of series (500) reached for a single
// query") stays invalid. InfluxDB's own caps (influxCapWords, set 1588)
// are read the same way.
var activeSeriesWords = concat(activeSeriesLiteral, influxCapWords)

// activeSeriesLiteral: Mimir's, Cortex's, Loki's and Pyroscope's words.
var activeSeriesLiteral = []pattern{
	{text: "per-user series limit of", kind: premise, reason: "the tenant holds as many series as its limit allows: fewer labels or a raised limit"},
	{text: "per-metric series limit of", kind: premise, reason: "the metric holds as many series as the tenant's limit allows: fewer labels or a raised limit"},
	{text: "active stream limit exceeded", kind: premise, reason: "the tenant holds as many active streams as its limit allows: fewer labels or a raised limit"},
	// Pyroscope's "Maximum active series limit exceeded (5000/5000)" and
	// Mimir's newer "the tenant exceeded its active series limit, set to
	// 150000 (err-mimir-max-series-per-user)"; Mimir's error ids name the
	// cap whatever the sentence before them says.
	{text: "active series limit", kind: premise, reason: "the tenant holds as many active series as its limit allows: fewer labels or a raised limit"},
	{text: "err-mimir-max-series-per-user", kind: premise, reason: "the tenant holds as many series as its limit allows: fewer labels or a raised limit"},
	{text: "err-mimir-max-series-per-metric", kind: premise, reason: "the metric holds as many series as the tenant's limit allows: fewer labels or a raised limit"},
}

// InfluxDB's own caps on what a database holds (set 1588): 1.x's
// max-series-per-database ("max series per database exceeded: <series>",
// a 500 on 1.0; "partial write: max-series-per-database limit exceeded:
// (1000000)") and max-values-per-tag ("max-values-per-tag limit
// exceeded (100000/100000)"), whose changelog says writes that would
// create new series fail while the count stands; and InfluxDB 3
// (IOx)'s "service limit reached: couldn't create columns in table
// x; ... limit is 200" (a 400 with code invalid), the account's
// columns-per-table and tables-per-database quotas. A count held:
// fewer series, tags or columns, or a raised limit, whatever the status.
// A partial write whose stated cause is such a cap reads by the cap
// (overInvalid lists these ahead of partialWords): resending the dropped
// points fails until the count changes, unlike a dropped point's own
// value (the set 31 partial-write ruling).
var influxCapWords = []pattern{
	{text: "max series per database exceeded", kind: premise, reason: "the database holds as many series as its limit allows: fewer series or a raised limit (InfluxDB)"},
	{text: "max-series-per-database limit exceeded", kind: premise, reason: "the database holds as many series as its limit allows: fewer series or a raised limit (InfluxDB)"},
	{text: "max-values-per-tag limit exceeded", kind: premise, reason: "the tag holds as many values as its limit allows: fewer tag values or a raised limit (InfluxDB)"},
	{text: "service limit reached: couldn't create", kind: premise, reason: "the account's columns-per-table or tables-per-database quota is reached (InfluxDB 3): fewer columns or tables, or a raised limit"},
}

// activeSeriesLimit reads activeSeriesWords, for a 429 (httppreset.go),
// whose other held-count words ("reached the maximum number of") may be
// a rate's.
var activeSeriesLimit = newMatcher(activeSeriesWords)

// stopFirstWords: an act refused because the object is running, which the
// message asks to stop first: Docker Engine 409 "cannot remove container
// \"/web\": container is running: stop the container before removing or
// force remove" (and its older "You cannot remove a running container"),
// Podman "running or paused containers cannot be removed without force",
// LXD and Incus "The instance is currently running, stop it first". The
// call is fine and nothing it makes is already there: the object is in a
// state the plan did not expect, premise.
var stopFirstWords = []pattern{
	{text: "container is running: stop", kind: premise, reason: "the container is running: stop it first"},
	{text: "stop the container before", kind: premise, reason: "the container is running: stop it first"},
	{text: "cannot remove a running container", kind: premise, reason: "the container is running: stop it first"},
	{text: "running or paused containers cannot be removed", kind: premise, reason: "the container is running: stop it first"},
	{text: "is currently running, stop it first", kind: premise, reason: "the instance is running: stop it first"},
	// The same for a machine that is powered on, which the message asks
	// to power off first (DigitalOcean's 422 unprocessable_entity "Droplet
	// is currently on. Please power it off to run this event." for a
	// snapshot or resize of a running droplet; set 1582).
	{text: "please power it off", kind: premise, reason: "the machine is powered on: power it off first"},
	{text: "power it off first", kind: premise, reason: "the machine is powered on: power it off first"},
	{text: "power it off before", kind: premise, reason: "the machine is powered on: power it off first"},
	// Set 1447: an account not yet activated, said with the step that
	// lifts it (Mailgun's "Domain x is not allowed to send: Please
	// activate your Mailgun account. Check your inbox or log in to your
	// control panel to resend the activation email."): the activation
	// comes first, before the "not allowed" it explains; no credential or
	// wait gets past it.
	{text: "please activate your", kind: premise, reason: "the account is not activated yet: the activation step comes first"},
}

// destPermissionWords: a permission the account owner grants per
// destination, not granted for this one: Twilio 21408 "Permission to send
// an SMS has not been enabled for the region indicated by the 'To'
// number", its voice 21215 "Account not authorized to call ... Perhaps you
// need to enable some international permissions" and 13227 "Geo
// Permission configuration is not permitting call", Vonage's "Non
// White-listed Destination". The agent cannot grant it: denied, ahead of
// the "not been enabled" of a feature (premise).
var destPermissionWords = []pattern{
	{text: "permission to send", kind: denied, reason: "the account may not send to this destination (a permission its owner grants)"},
	{text: "international permissions", kind: denied, reason: "the account may not reach this destination (a permission its owner grants)"},
	{text: "geo permission", kind: denied, reason: "the account may not reach this destination (a permission its owner grants)"},
	{text: "non white-listed destination", kind: denied, reason: "the destination is not on the account's allow-list"},
	{text: "non-whitelisted destination", kind: denied, reason: "the destination is not on the account's allow-list"},
}

// forbiddenCode reports a service code that says no more than a 403 does
// (GraphQL's FORBIDDEN, a REST API's "forbidden"): its message may show a
// quota, a full store or a held count, as a 403's body may (set 115).
// Anthropic's permission_error is the type its API gives every 403 (its
// errors page: "403 - permission_error"), so it says no more either: the
// Files API's 403 "Your organization has reached the 100GB storage limit"
// is a full store (held-out set 1211).
func forbiddenCode(code string) bool {
	return strings.EqualFold(code, "forbidden") || strings.EqualFold(code, "permission_error")
}

// mutationUserErrors reads a GraphQL mutation payload's user errors, which
// come back with HTTP 200 and data: Shopify's Admin API userErrors ("Title
// can't be blank"), its Storefront API's customerUserErrors and
// checkoutUserErrors ("Email has already been taken"). A non-empty list
// is the input refused: its messages decide (an existing or missing
// object, a quota), else invalid. The cost extension beside it
// (throttleStatus) is bookkeeping, not a throttle (set 115).
func mutationUserErrors(b string) (Result, bool) {
	for _, key := range [...]string{"userErrors", "customerUserErrors", "checkoutUserErrors"} {
		v := jsonObject(b, key)
		if len(v) < 2 || v[0] != '[' {
			continue
		}
		if skipSpace(v, 1) < len(v) && v[skipSpace(v, 1)] == ']' {
			continue // an empty list: no error
		}
		if r, ok := matchWords(overInvalid, v); ok {
			r.Reason = "graphql " + key + ": " + r.Reason
			return r, true
		}
		return verdict(invalid, "graphql "+key+": the mutation's input was refused")
	}
	return Result{}, false
}

// replyWindowWords: a free-form message refused because the channel's
// customer-service window is closed (held-out set 682). WhatsApp Cloud API
// 131047 reports it in a delivery-status webhook, with no HTTP status:
// "more than 24 hours have passed since the customer last replied to this
// number"; Messenger's and Instagram's Send API (#10) "This message is
// sent outside of allowed window"; Twilio 63016 "Failed to send freeform
// message because you are outside the allowed window". A wait does not
// reopen it and the arguments are fine: the plan must send an approved
// template instead, premise, read with no status as under a 4xx.
var replyWindowWords = []pattern{
	{text: "hours have passed since the customer last", kind: premise, reason: "the conversation window has closed: send an approved template instead"},
	{text: "hours have passed since the recipient last", kind: premise, reason: "the conversation window has closed: send an approved template instead"},
	{text: "outside of allowed window", kind: premise, reason: "the conversation window has closed: send an approved template instead"},
	{text: "outside the allowed window", kind: premise, reason: "the conversation window has closed: send an approved template instead"},
}

// heldNounLimit reads "<noun> limit reached" ("has been reached",
// "exceeded") where the noun names something an account holds (a seat, a
// member, a project, a repository): the count held is at the plan's limit,
// and neither a wait nor new arguments change it: free one or raise the
// plan, premise (set 1111: a PL/pgSQL RAISE "seat limit reached for plan"
// under check_violation). A limit on requests, calls or messages is a rate
// and other nouns are left to the rules that read them.
func heldNounLimit(t string) bool {
	for _, tail := range [...]string{" limit reached", " limit has been reached", " limit exceeded"} {
		for i := range foldMatches(t, tail) {
			w0 := lastWord(t[:i])
			// A per-query setting's name, InfluxDB's max-select-buckets
			// ("max-select-buckets limit exceeded"): the buckets one
			// SELECT makes, not ones an account holds (set 1691,
			// stated.go queryBreadthWords).
			if pre := t[:i-len(w0)]; len(pre) >= 7 && strings.EqualFold(pre[len(pre)-7:], "select-") {
				continue
			}
			w := strings.ToLower(w0)
			switch {
			case strings.HasSuffix(w, "ies"): // repositories
				w = w[:len(w)-3] + "y"
			case strings.HasSuffix(w, "s") && len(w) > 3:
				w = w[:len(w)-1]
			}
			switch w {
			case "seat", "member", "user", "project", "workspace", "repository", "repo", "team", "license", "licence",
				"collaborator", "device", "site", "domain", "webhook", "environment", "agent", "bot", "channel", "integration",
				"organization", "organisation", "folder", "board", "app", "application", "instance", "cluster", "database", "bucket":
				return true
			}
		}
	}
	return tooManyHeld(t)
}

// tooManyHeld reads the same count at its cap worded as "too many <things>
// in this account" (Cloudflare Workers KV 10018 "too many namespaces in
// this account", held-out set 1439; "too many projects in your
// organization"): the holder named after the noun says the count is one
// the account, project or organization keeps, which neither a wait nor new
// arguments change. The noun must be a thing held: requests, calls,
// attempts and other acts in the holder's name are a rate ("too many
// requests for this account") and keep their reading.
func tooManyHeld(t string) bool {
	for i := range foldMatches(t, "too many ") {
		rest := t[i+len("too many "):]
		noun := strings.ToLower(wordFrom(rest, 0))
		if noun == "" || rateNoun(noun) {
			continue
		}
		after := rest[len(noun):]
		if len(after) > 40 {
			after = after[:40]
		}
		for _, holder := range [...]string{" in this ", " in your ", " in the ", " on this ", " on your ", " for this ", " for your "} {
			j := indexFold(after, holder)
			if j < 0 || j > 12 {
				continue
			}
			switch strings.ToLower(wordFrom(after, j+len(holder))) {
			case "account", "project", "organization", "organisation", "workspace", "team", "tenant", "subscription", "zone":
				return true
			}
		}
	}
	return false
}

// rateNoun reports a plural noun (lower-case) that counts acts, not things
// held: "too many requests/attempts/emails for this account" is a rate.
func rateNoun(w string) bool {
	switch w {
	case "requests", "calls", "attempts", "messages", "emails", "tokens", "operations", "writes", "reads", "logins",
		"connections", "queries", "retries", "redirects", "sessions", "concurrent", "simultaneous", "failed", "invocations",
		"uploads", "downloads", "events", "jobs", "tasks", "changes", "updates", "mutations", "transactions", "signups",
		"verifications", "notifications", "sms", "otps", "codes", "passwords", "times", "recent", "api":
		return true
	}
	return false
}

// heldNounLimitText is heldNounLimit for text with no status or code.
func heldNounLimitText(t string) (Result, bool) {
	if heldNounLimit(t) {
		return Result{Kind: premise, Reason: heldNounLimitReason}, true
	}
	return Result{}, false
}

const heldNounLimitReason = "a limit on how many of something the account holds is reached (\"seat limit reached\"): free one or raise the plan"

// heldCountMatcher reads heldCountWords alone, for a status that no other
// list should overturn (a 501 whose body is a count held, set 1341).
var heldCountMatcher = newMatcher(heldCountWords)

// accountFloorBreach reads a request refused because it would take a
// quantity the account holds as a pool below the floor the service keeps
// for it (set 1384): AWS Lambda's PutFunctionConcurrency, and
// CloudFormation's handler for a function's ReservedConcurrentExecutions,
// answer "Specified ReservedConcurrentExecutions for function decreases
// account's UnreservedConcurrentExecution below its minimum value of
// [50]." under InvalidParameterValueException or HandlerErrorCode
// InvalidRequest. The floor is the account's (new accounts hold 10 in
// all, so any reservation breaches it); the way out its maintainers give
// is a raised account quota, not another argument: premise, as an
// account limit. Only a verb acting on the account's quantity counts: "the
// account's password is below the minimum length" is the argument's own
// size and stays invalid.
func accountFloorBreach(t string) bool {
	if !hasAny(t, "below its minimum", "below the minimum", "below its floor") {
		return false
	}
	return hasAny(t, "decreases account's", "decreases the account's", "decrease account's", "decrease the account's",
		"reduces account's", "reduces the account's", "reduce the account's", "lowers the account's", "lowers account's")
}

const accountFloorReason = "the request would take a quantity the account holds as a pool below the floor the service keeps (Lambda's UnreservedConcurrentExecution minimum): an account limit; raise the account's quota or replan"

// holderLimitReached reads a holder's count limit told as reached, "<holder>
// has reached its <noun> limit": Fly.io's Machines API 422 {"error":"Your
// organization has reached its machine limit. Please contact
// billing@fly.io"} (set 1582), "Your account has reached its app limit",
// "This workspace has reached its project limit". The organization holds
// as many as its plan allows; no argument or wait changes that, freeing one
// or raising the limit does: premise, as "reached its maximum number of".
// A cap on work in flight ("Your account has reached its concurrent builds
// limit", Heroku's git push; runningWork) frees as that work ends, and a
// rate or request limit ("its API rate limit", "its daily request limit")
// refills: neither is read here.
const holderLimitReason = "the organization or account holds as many as its limit allows: free one or raise the limit"

func holderLimitReached(t string) bool {
	const cue = " has reached its "
	for i := range foldMatches(t, cue) {
		if !holderWord(wordBefore(t[:i])) {
			continue
		}
		rest := t[i+len(cue):]
		j := indexFold(rest, " limit")
		if j < 0 || j > 40 {
			continue
		}
		if hasAny(rest[:j], "rate", "request", "api ", "call", "concurrent", "daily", "hourly", "monthly", "per ", "spend", "usage") {
			continue
		}
		return !runningWork(t)
	}
	return false
}

// holderWord reports a noun for what holds a plan's counts.
func holderWord(w string) bool {
	_, ok := foldIn(w, holderNouns)
	return ok
}

var holderNouns = []string{"organization", "organisation", "org", "account", "project", "team", "workspace"}

// limitAlternatives reports a 429 text that lists a rate limit beside a
// usage limit or an overload as its possible causes, the way a service's
// generic Too Many Requests description does ("reached or exceeded a rate
// limit, a usage limit, or the server is overloaded", Samsara's response
// codes; set 1687). A usage limit said to be reached on its own ("You have
// reached your usage limit") is not a list and keeps the quota reading.
func limitAlternatives(text string) bool {
	if !hasFold(text, "rate limit") {
		return false
	}
	return hasAny(text, "rate limit, a usage limit", "rate limit, usage limit", "rate limit or a usage limit", "rate limit or usage limit", "or the server is overloaded")
}
