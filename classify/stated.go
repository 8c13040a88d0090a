package classify

import "strings"

// The message over the name.
//
// A code is a name a service gave a failure once; its message says what is
// the case now. When the code is unknown or generic, and when the code's
// spelling suggests one kind while its message states another (AWS
// FeatureDisabled "is already disabled ... cannot disable the feature
// multiple times"; DaemonNotActiveException "isn't active"; StaleTag "Wait
// a short while and then retry"), the message decides. statedWords hold
// the statements of that kind not yet in the world-state tables; they join
// worldWords (worldstate.go), so that every protocol reads them under a
// generic code, and awsStated reads them over an AWS code read by its
// spelling.
var statedWords = concat(statedPhrases, optOutWords, balanceWords, evmTxWords, contractRevertWords, forceParamWords)

// optOutWords: a recipient's standing opt-out of the channel, in the
// services' words. They join statedWords, and overConflict reads them
// under a 409 too: Telnyx documents 40300 "Blocked due to STOP message"
// with "HTTP Status - 409" (developers.telnyx.com/api/errors/40300; set
// 1639), a block rule the recipient set, not a duplicate the step made.
var optOutWords = []pattern{
	// A recipient who opted out of the channel (Twilio 21610 "Attempt to
	// send to unsubscribed recipient" under 400; "the recipient has
	// unsubscribed", "number is opted out" of SMS gateways and email
	// services): the message is fine, the recipient must opt in again or
	// the plan must do without the channel, premise (set 399).
	{text: "unsubscribed recipient", kind: premise, reason: "the recipient unsubscribed (opted out): replan without this channel or wait for an opt-in"},
	{text: "recipient has unsubscribed", kind: premise, reason: "the recipient unsubscribed (opted out): replan without this channel or wait for an opt-in"},
	{text: "recipient is unsubscribed", kind: premise, reason: "the recipient unsubscribed (opted out): replan without this channel or wait for an opt-in"},
	{text: "has opted out", kind: premise, reason: "the recipient opted out: replan without this channel or wait for an opt-in"},
	{text: "is opted out", kind: premise, reason: "the recipient opted out: replan without this channel or wait for an opt-in"},
	{text: "opted-out recipient", kind: premise, reason: "the recipient opted out: replan without this channel or wait for an opt-in"},
	// The same opt-out in Telnyx's words, 40300 "Blocked due to STOP
	// message" (the recipient replied STOP and a block rule holds;
	// developers.telnyx.com/docs/messaging/messages/error-codes, set 1561),
	// under a 400 that reads as a malformed request.
	{text: "due to stop message", kind: premise, reason: "the recipient opted out (replied STOP): replan without this channel or wait for an opt-in"},
	{text: "due to a stop message", kind: premise, reason: "the recipient opted out (replied STOP): replan without this channel or wait for an opt-in"},
	// Set 1447: the same opt-out in Twilio's older 21610 wording, "The
	// message From/To pair violates a blacklist rule." (the recipient
	// replied STOP; Twilio's support article for 21610), and its newer
	// spelling: the recipient's standing refusal of this sender, not a
	// malformed To under the 400.
	{text: "pair violates a blacklist rule", kind: premise, reason: "the recipient opted out of this sender (a STOP on the From/To pair): replan without this channel or wait for an opt-in"},
	{text: "pair violates a blocklist rule", kind: premise, reason: "the recipient opted out of this sender (a STOP on the From/To pair): replan without this channel or wait for an opt-in"},
}

var statedPhrases = []pattern{
	// Set 1664: a broker's refusals that name the account's state or
	// standing, under Alpaca's 422: "potential wash trade detected. use
	// complex orders" (code 42210000: an opposite-side order for the symbol
	// is already open, docs.alpaca.markets user-protections "Preventing Wash
	// Trades"): premise, cancel it or restructure as a bracket/OCO; and
	// "us_equity orders not allowed for account" (40010001): the account
	// may not trade the asset class, denied.
	{text: "potential wash trade detected", kind: premise, reason: "an opposite-side order for the symbol is open (wash-trade protection): cancel it or use a complex order"},
	{text: "orders not allowed for account", kind: denied, reason: "the account may not trade this asset class"},
	// Vonage SMS status 8 "Partner Account Barred" ("Your Vonage account
	// has been suspended. Contact support."; developer.vonage.com/api-errors/sms,
	// set 1639): the account, not the credential or the request, as an
	// account closed: premise.
	{text: "partner account barred", kind: premise, reason: "the sending account is suspended (barred): contact support, then replan"},
	// A link the service issued that has run out (Dropbox Sign's "Cannot
	// access this signature, your link is either invalid or expired." for
	// an embedded sign_url past its life, under its 400 bad_request; an
	// export link "has expired"): the reference the plan holds is stale,
	// fetch a fresh one, as the stale-copy ruling (the lead after set
	// 1649; blind labels premise 2 to 0, sets 1332 and 1649).
	{text: "link is either invalid or expired", kind: premise, reason: "the link the plan holds has expired: fetch a fresh one"},
	{text: "link is invalid or expired", kind: premise, reason: "the link the plan holds has expired: fetch a fresh one"},
	{text: "link has expired", kind: premise, reason: "the link the plan holds has expired: fetch a fresh one"},
	// Set 1731: insurance platforms' refusals that name the policy
	// lifecycle's state, under the 400 or 409 their REST frameworks send
	// for any business rule (Guidewire Cloud API BadInputException,
	// Socotra's ExceptionResponse): a priced quote past its validity
	// ("the quote expired on ...", "quote has expired": re-quote, then
	// bind), a risk underwriting declined (Socotra quoteState declined:
	// re-underwrite or drop the goal), no rate book for the jurisdiction
	// and date (the product cannot be rated there); another open
	// transaction on the policy is in wrongStateWords (read under a 409
	// too). Premise each: the arguments are right,
	// the lifecycle is not where the plan believed. "quote_expired" as a
	// code is read by snakeShape; "token has expired" is not matched.
	{text: "the quote expired on", kind: premise, reason: "the priced quote lapsed before the act: re-quote, then replan"},
	{text: "quote has expired", kind: premise, reason: "the priced quote lapsed before the act: re-quote, then replan"},
	{text: "underwriting decision is declined", kind: premise, reason: "underwriting declined the risk: the quote cannot be bound as it stands"},
	{text: "declined by underwriting", kind: premise, reason: "underwriting declined the risk: the quote cannot be bound as it stands"},
	{text: "no rate book is available", kind: premise, reason: "no rate book covers that jurisdiction and date: the product cannot be rated there"},
	{text: "no rate book available", kind: premise, reason: "no rate book covers that jurisdiction and date: the product cannot be rated there"},
	// Vonage Number Insight status 43-45 "Live mobile lookup not returned.
	// Not all return parameters are available." (set 1639): the lookup
	// answered, without the live fields the call asked for.
	{text: "live mobile lookup not returned", kind: ambiguous, reason: "the lookup answered without its live fields: narrow once (another tier or later), then hand back"},
	// A Firestore database's mode is fixed at creation, and each mode
	// serves one API: "The Cloud Firestore API is not available for
	// Firestore in Datastore Mode database ..." (and the converse from the
	// Datastore API). Google sends it as FAILED_PRECONDITION; a Python
	// client's "400 ..." keeps only the words (set 1040). The database is
	// not what the plan assumed: another API, or another database.
	{text: "not available for firestore in datastore mode", kind: premise, reason: "the database is in Datastore mode, which the Firestore API does not serve: use the Datastore API or another database"},
	{text: "not available for firestore in native mode", kind: premise, reason: "the database is in Firestore Native mode, which the Datastore API does not serve: use the Firestore API or another database"},
	// A wait the service asks for (SNS StaleTag; Azure "Please wait a few
	// minutes and try again"; Shopify "wait a moment and retry"): time is
	// the repair, transient.
	{text: "wait a short while", kind: transient, reason: "asked to wait a short while and retry"},
	{text: "wait a few", kind: transient, reason: "asked to wait a few moments and retry"},
	{text: "wait a moment", kind: transient, reason: "asked to wait a moment and retry"},
	{text: "wait briefly", kind: transient, reason: "asked to wait briefly and retry"},
	// A switch the step turns that is already in that position (IAM
	// FeatureDisabled "is already disabled"; Cloudflare "is already
	// enabled"; Azure "already registered"): what the step wanted is so,
	// conflict (skip it).
	{text: "already disabled", kind: conflict, reason: "the feature is already disabled: what the step wanted is so"},
	{text: "already enabled", kind: conflict, reason: "the feature is already enabled: what the step wanted is so"},
	// Heroku CLI's "The buildpack heroku/nodejs is already set on your
	// app." (set 1345): the setting the step adds is in place.
	{text: "is already set on your", kind: conflict, reason: "the setting is already in place: what the step wanted is so"},
	{text: "already deactivated", kind: conflict, reason: "already deactivated: what the step wanted is so"},
	{text: "already activated", kind: conflict, reason: "already activated: what the step wanted is so"},
	// A machine's power or run switch already where the action puts it
	// (DigitalOcean 422 "Droplet is already powered off."; libvirt
	// "Requested operation is not valid: domain is already running";
	// Docker "Container x is already paused"; kubectl rollout pause
	// "is already paused"): the state the step was to make holds, conflict
	// (set 595). A state that forbids another act ("must be powered off",
	// "is not paused") keeps its reading.
	{text: "already powered off", kind: conflict, reason: "the machine is already powered off: what the step wanted is so"},
	{text: "already powered on", kind: conflict, reason: "the machine is already powered on: what the step wanted is so"},
	{text: "is already paused", kind: conflict, reason: "already paused: what the step wanted is so"},
	{text: "domain is already running", kind: conflict, reason: "the domain is already running (libvirt): what the step wanted is so"},
	// A confirmation or verification the step was to make, already made
	// (Postmark 422 ErrorCode 506 "This Sender Signature already
	// confirmed"; Devise "was already confirmed"; Clerk "has already been
	// verified"; Cognito "is already confirmed"): conflict (set 399).
	{text: "already confirmed", kind: conflict, reason: "already confirmed: what the step wanted is so"},
	{text: "already been confirmed", kind: conflict, reason: "already confirmed: what the step wanted is so"},
	{text: "already verified", kind: conflict, reason: "already verified: what the step wanted is so"},
	{text: "already been verified", kind: conflict, reason: "already verified: what the step wanted is so"},
	// An unsubscribe or a one-off send the step was to make, already made
	// (Boolean survey API 1007 "Email already unsubscribed", 1004 "A
	// survey for same transaction_id was already sent."; set 1704):
	// conflict. PHP's "headers already sent" is not "was already sent",
	// nor is a comma after it (Fastify FST_ERR_REP_ALREADY_SENT "Reply was
	// already sent, did you forget ...", YugabyteDB "because data was
	// already sent, if this ..."): a code's own double send, not the step's.
	{text: "already unsubscribed", kind: conflict, reason: "already unsubscribed: what the step wanted is so"},
	{text: "was already sent", kind: conflict, unless: ",", reason: "already sent: what the step was to send has gone, skip it"},
	{text: "were already sent", kind: conflict, reason: "already sent: what the step was to send has gone, skip it"},
	// An object that is not active (ECS "isn't active ... inactive";
	// Twilio "is not active"; Salesforce INACTIVE_OWNER_OR_USER): a step
	// (re-create, re-activate) comes first, premise.
	// An incident or alert not in the acknowledged state an act needs
	// (PagerDuty REST 1012 "Incident is not Acknowledged", refused for a
	// snooze under a 400; set 1623): the object's state, not the call, is
	// wrong: acknowledge it first or re-read it. "already acknowledged"
	// stays conflict (set 387).
	{text: "is not acknowledged", kind: premise, reason: "the incident or alert is not acknowledged, which the act needs: acknowledge it first or re-read its state"},
	{text: "is not yet acknowledged", kind: premise, reason: "the incident or alert is not acknowledged, which the act needs: acknowledge it first or re-read its state"},
	{text: "has not been acknowledged", kind: premise, reason: "the incident or alert is not acknowledged, which the act needs: acknowledge it first or re-read its state"},
	{text: "isn't active", kind: premise, reason: "the object is not active (re-create or re-activate it first)"},
	{text: "is not active", kind: premise, reason: "the object is not active (re-create or re-activate it first)"},
	{text: "that's inactive", kind: premise, reason: "the object is inactive (re-create or re-activate it first)"},
	{text: "is inactive", kind: premise, reason: "the object is inactive (re-create or re-activate it first)"},
	// A survey or form not published, so not taking or holding responses
	// (QuickTapSurvey 35 "Get survey responses: survey not published.";
	// set 1704): publish it first or replan, premise.
	{text: "survey not published", kind: premise, reason: "the survey or form is not published: publish it first or replan"},
	{text: "survey is not published", kind: premise, reason: "the survey or form is not published: publish it first or replan"},
	{text: "form not published", kind: premise, reason: "the survey or form is not published: publish it first or replan"},
	{text: "form is not published", kind: premise, reason: "the survey or form is not published: publish it first or replan"},
	// The same state said as the fix the service asks for (Salesforce
	// Feedback Management 400 INVALID_API_INPUT "Either activate the
	// specified survey, or specify an active survey, and try again.";
	// set 1320): the survey stopped, or never began, taking responses.
	{text: "activate the specified", kind: premise, reason: "the object is not active (activate it first, or name an active one)"},
	{text: "specify an active", kind: premise, reason: "the object is not active (activate it first, or name an active one)"},
	// A recipient the sending service holds back after a hard bounce or
	// complaint: Postmark's 422 ErrorCode 406 "You tried to send to
	// recipient(s) that have been marked as inactive", SparkPost's
	// "recipient address was suppressed due to customer policy": the
	// message is fine, the address must be reactivated or dropped from
	// the plan, premise (set 195).
	{text: "marked as inactive", kind: premise, reason: "the recipient is marked inactive (bounce or complaint): reactivate it or replan without it"},
	{text: "address was suppressed", kind: premise, reason: "the recipient is on the suppression list: remove it there or replan without it"},
	{text: "on the suppression list", kind: premise, reason: "the recipient is on the suppression list: remove it there or replan without it"},
	// The same suppression said without "was" and by the policy that put
	// the address there (SparkPost 1902 "recipient address suppressed due
	// to customer policy" / "... was suppressed due to system policy";
	// set 1562): still the recipient, not the request.
	{text: "recipient address suppressed", kind: premise, reason: "the recipient is on the suppression list: remove it there or replan without it"},
	{text: "suppressed due to customer policy", kind: premise, reason: "the recipient is on the suppression list: remove it there or replan without it"},
	{text: "suppressed due to system policy", kind: premise, reason: "the recipient is on the suppression list: remove it there or replan without it"},
	// The same recipient held back in a list or carrier's words (set
	// 1175): Mailchimp's 400 "Member In Compliance State" ("is in a
	// compliance state due to unsubscribe, bounce, or compliance review
	// and cannot be subscribed"), Vonage SMS status 7 "Number barred."
	// (the destination is blacklisted and may not receive messages): the
	// request is fine, the recipient cannot be reached, premise.
	{text: "in a compliance state", kind: premise, reason: "the member is held in a compliance state (unsubscribe, bounce, review): replan without it or wait for its own opt-in"},
	{text: "in compliance state", kind: premise, reason: "the member is held in a compliance state (unsubscribe, bounce, review): replan without it or wait for its own opt-in"},
	{text: "number barred", kind: premise, reason: "the destination number is barred from receiving messages: replan without it"},
	{text: "number is barred", kind: premise, reason: "the destination number is barred from receiving messages: replan without it"},
	// The world moved since the caller read it (S3 InvalidWriteOffset
	// "does not match the current object size"; Azure AppendPositionCondition
	// "the append position condition specified was not met"): the call's
	// value was right when read; read the state again, premise.
	{text: "does not match the current", kind: premise, reason: "the value no longer matches the object's current state: read it again"},
	{text: "append position condition", kind: premise, reason: "the append offset no longer matches the blob (Azure): read it again"},
	// A container that is full (S3 TooManyParts "attempted to add more
	// parts than the maximum"; Azure BlockCountExceedsLimit "The committed
	// block count cannot exceed the maximum limit"; Cloudflare "You have
	// reached the maximum number of"): a count on the object, not a rate,
	// and no argument is wrong: premise.
	{text: "attempted to add more", kind: premise, reason: "the object holds the most items it may: make room or use another"},
	{text: "cannot add more", kind: premise, reason: "the object holds the most items it may: make room or use another"},
	{text: "can't add more", kind: premise, reason: "the object holds the most items it may: make room or use another"},
	{text: "reached the maximum number of", kind: premise, reason: "a count on the account or object is reached (waiting does not free it)"},
	{text: "block count cannot exceed", kind: premise, reason: "the blob holds the most blocks it may (Azure)"},
	// A path outside the roots the client granted (MCP go-sdk "URI path
	// ... is not under any root"; the filesystem reference server "path
	// outside allowed directories"): the file may exist and be spelt
	// right; the agent lacks the authority to reach it, denied.
	{text: "not under any root", kind: denied, reason: "the path lies outside the roots the client granted"},
	{text: "outside allowed directories", kind: denied, reason: "the path lies outside the directories the server allows"},
	{text: "outside of the allowed roots", kind: denied, reason: "the path lies outside the roots the client granted"},
	// A URI of a scheme the handler does not serve (go-sdk "URI is not a
	// file: https://..."): the call's URI is wrong, invalid.
	// A change held by its own review or check policy (GitHub 405 for a
	// merge, "Required status check ... is expected", "At least 1
	// approving review is required"; GitLab "Merge blocked: pipeline must
	// succeed"): the method and arguments are right; a check must pass or
	// a person must approve first, premise.
	{text: "required status check", kind: premise, reason: "a required status check has not passed: the change's state, not the call"},
	{text: "approving review", kind: premise, reason: "a required approving review is missing: a person must approve first"},
	{text: "merge blocked", kind: premise, reason: "the merge is blocked by the change's checks or reviews"},
	{text: "merge is blocked", kind: premise, reason: "the merge is blocked by the change's checks or reviews"},
	{text: "merging is blocked", kind: premise, reason: "the merge is blocked by the change's checks or reviews"},
	{text: "pipeline must succeed", kind: premise, reason: "the merge waits on a pipeline that has not succeeded"},
	{text: "uri is not a file", kind: invalid, reason: "the handler serves file:// URIs only: fix the URI"},
	// A digest the sender computed over its payload that the server's
	// digest of what arrived does not match (Azure Blob Md5Mismatch and
	// Crc64Mismatch "did not match with the MD5 value calculated by the
	// server"; Cloud Storage "Provided MD5 hash ... doesn't match
	// calculated MD5 hash", also for CRC32C; S3's BadDigest in aws.go):
	// the bytes changed in transit (RFC 1864), send them again, transient,
	// though it comes as a 400 (set 98).
	// Only a digest's words: a signature that does not match the one
	// computed stays set 93's denied.
	{text: "value calculated by the server", kind: transient, reason: "the payload's checksum did not match what the server received: changed in transit, send it again"},
	{text: "doesn't match calculated md5", kind: transient, reason: "the payload's checksum did not match what the server received: changed in transit, send it again"},
	{text: "doesn't match calculated crc32c", kind: transient, reason: "the payload's checksum did not match what the server received: changed in transit, send it again"},
	{text: "unsupported uri scheme", kind: invalid, reason: "the URI's scheme is not served: fix the URI"},
}

// modelLacks finds a feature the named model does not have (Gemini
// "Developer instruction is not enabled for models/gemma-3-27b-it";
// OpenAI "'temperature' is not supported with this model"; Anthropic
// "... is not supported on this model"): the pair the call chose is
// wrong, invalid, though "not enabled" alone reads as a setting someone
// must switch on. An account's entitlement to a model ("not enabled for
// your organization") and a region's are not the model's features.
func modelLacks(t string) bool {
	return hasAny(t, "for models/", "for model ", "for this model", "with this model", "on this model", "by this model", "for the model ") &&
		hasAny(t, "not enabled", "not supported", "does not support", "unsupported") &&
		!hasAny(t, "your account", "your organization", "your organisation", "your project", "your plan", "your tier", "region", "location", "country", "territory")
}

// modelWrongKind finds a model refused for an operation it is not of the
// kind for: OpenAI's 403 "You are not allowed to generate embeddings from
// this model" (a chat model on /v1/embeddings, set 61), Azure OpenAI's
// OperationNotSupported "The embeddings operation does not work with the
// specified model", Ollama's "\"nomic-embed-text\" does not support chat".
// "Not allowed" reads as authority, but no key makes a chat model embed:
// the model argument is wrong for the endpoint, invalid. A model the
// caller may not use ("not allowed to sample from this model", "not
// available for your organization") names no operation of another kind
// and stays denied.
func modelWrongKind(t string) bool {
	return hasFold(t, "model") &&
		hasAny(t, "generate embeddings", "embeddings operation", "support embeddings", "support chat", "chatcompletion operation", "completion operation",
			"imagegenerations operation", "transcription operation", "audio operation") &&
		hasAny(t, "not allowed to", "does not work with", "does not support", "not supported") &&
		!hasAny(t, "your account", "your organization", "your organisation", "your project", "your plan", "your tier")
}

// balanceWords: a balance below what the call costs (RFC 9457's
// out-of-credit example, a 403 "Your current balance is 30, but that costs
// 50"; payment and messaging APIs' "insufficient funds", "balance is too
// low"). Billing state, not authority: premise, also under a 403.
var balanceWords = []pattern{
	{text: "insufficient funds", kind: premise, reason: "the balance is below what the call costs (billing state, not authority)"},
	{text: "insufficient balance", kind: premise, reason: "the balance is below what the call costs"},
	// The same said as "not enough" (QWeather's 403 No Credit "Request
	// denied due to not enough available balance, saving plans or other
	// credits in your account"; the lead after set 1710: blind labels of
	// balance wordings, premise 34 of 34), ahead of the 403's "denied".
	{text: "not enough available balance", kind: premise, reason: "the balance is below what the call costs"},
	{text: "not enough balance", kind: premise, reason: "the balance is below what the call costs"},
	{text: "balance is too low", kind: premise, reason: "the balance is below what the call costs"},
	{text: "balance too low", kind: premise, reason: "the balance is below what the call costs"},
	// Set 1342: SP-API Transfers' InsufficientPayoutAmount "The available
	// balance is less than the minimum permissible payout amount."
	{text: "balance is less than", kind: premise, reason: "the balance is below what the call needs"},
	{text: "insufficient credit", kind: premise, reason: "the credit is below what the call costs"},
	{text: "out of credit", kind: premise, reason: "the account is out of credit"},
	{text: "not enough credit", kind: premise, reason: "the account has not enough credit"},
	{text: "not enough funds", kind: premise, reason: "the balance is below what the call costs"},
	// Set 1185: the balance said short as a negated "have sufficient
	// funds" (ShipStation's insufficient_funds "You do not have sufficient
	// funds to purchase this label."): the account's money, not the call.
	{text: "not have sufficient funds", kind: premise, reason: "the balance is below what the call costs: fund the account, then replan"},
	{text: "n't have sufficient funds", kind: premise, reason: "the balance is below what the call costs: fund the account, then replan"},
	{text: "not enough balance", kind: premise, reason: "the balance is below what the call costs"},
	// Set 1627: the same said of an email or messaging plan's send credits
	// (Zoho Campaigns 400016 "You do not have sufficient credits to perform
	// this action."): the account's allowance, not the call and not a rate.
	{text: "not have sufficient credit", kind: premise, reason: "the account's credits are below what the call needs: buy credits or wait for the plan's renewal, then replan"},
	{text: "n't have sufficient credit", kind: premise, reason: "the account's credits are below what the call needs: buy credits or wait for the plan's renewal, then replan"},
	{text: "not have enough credit", kind: premise, reason: "the account's credits are below what the call needs: buy credits or wait for the plan's renewal, then replan"},
	{text: "n't have enough credit", kind: premise, reason: "the account's credits are below what the call needs: buy credits or wait for the plan's renewal, then replan"},
	// A prepaid balance said spent, or a top-up asked for (fal.ai's 403
	// "User is locked. Reason: Exhausted balance. Top up your balance",
	// Replicate's 402 "Please top up your credit balance"; set 670): the
	// account's money, not its authority, though the status says forbidden.
	{text: "exhausted balance", kind: premise, reason: "the prepaid balance is spent: top it up, then replan"},
	{text: "balance exhausted", kind: premise, reason: "the prepaid balance is spent: top it up, then replan"},
	{text: "top up your balance", kind: premise, reason: "the prepaid balance is spent: top it up, then replan"},
	{text: "top up your credit", kind: premise, reason: "the prepaid balance is spent: top it up, then replan"},
	// A balance said negative, or a top-up asked for to go on (AssemblyAI's
	// 400 "Your current account balance is negative. Please top up to
	// continue using the API."; set 1287): the account's money under a 400,
	// not the request.
	{text: "balance is negative", kind: premise, reason: "the account balance is negative: top it up, then replan"},
	{text: "negative balance", kind: premise, reason: "the account balance is negative: top it up, then replan"},
	{text: "top up to continue", kind: premise, reason: "the prepaid balance is spent: top it up, then replan"},
	// xAI's 403 "Your newly created team doesn't have any credits yet. You
	// can purchase credits on ...": no credit, not authority (set 37).
	{text: "have any credits", kind: premise, reason: "the account has no credits"},
	{text: "purchase credits", kind: premise, reason: "the account has no credits: purchase them"},
	{text: "buy credits", kind: premise, reason: "the account has no credits: buy them"},
	// A trading or payment account's money said short in other shapes
	// (set 901): a negated "have enough" (Razorpay "Your account does not
	// have enough balance to carry out the refund operation", Robinhood
	// "You don't have enough buying power"), the noun first (KuCoin 200004
	// "Balance insufficient!", Binance futures -2019 "Margin is
	// insufficient."), a broker's buying power or margin (Alpaca's 403
	// "insufficient buying power", Kraken "EOrder:Insufficient margin"):
	// what the account holds, not the call's shape nor its authority.
	{text: "have enough balance", kind: premise, reason: "the balance is below what the call costs"},
	{text: "have enough funds", kind: premise, reason: "the balance is below what the call costs"},
	{text: "balance insufficient", kind: premise, reason: "the balance is below what the call costs"},
	{text: "insufficient buying power", kind: premise, reason: "the account's buying power is below what the order costs"},
	{text: "enough buying power", kind: premise, reason: "the account's buying power is below what the order costs"},
	{text: "buying power is not sufficient", kind: premise, reason: "the account's buying power is below what the order costs"},
	{text: "insufficient margin", kind: premise, reason: "the account's margin is below what the order needs"},
	{text: "margin is insufficient", kind: premise, reason: "the account's margin is below what the order needs"},
	// Set 1576: exchange and broker wallets said short with the asset or
	// wallet named between the words (Bitfinex 10001 "Invalid order: not
	// enough exchange balance for ...", "not enough tradable balance"; OKX
	// 51008 "Your available USDT balance is insufficient", "Insufficient
	// USDT margin in account"; Alpaca 40310000 "insufficient qty available
	// for order", "insufficient underlying qty available for covered
	// call"): what the account holds, not the call's shape, under a 403 or
	// a 500 alike.
	{text: "enough exchange balance", kind: premise, reason: "the exchange wallet's balance is below what the order needs"},
	{text: "enough tradable balance", kind: premise, reason: "the tradable balance is below what the order needs"},
	{text: "balance is insufficient", kind: premise, reason: "the balance is below what the order needs"},
	{text: "margin in account", kind: premise, unless: "s", reason: "the account's margin is below what the order needs"},
	{text: "insufficient qty available", kind: premise, reason: "the account holds less of the asset than the order needs"},
	{text: "insufficient underlying qty", kind: premise, reason: "the account holds less of the underlying than the order needs"},
	// Set 1664: Alpaca's day-trading buying power, fixed at the previous
	// close by the DTMC protection ("insufficient day trading buying
	// power", "insufficient daytrading buying power"; Alpaca-API issues
	// 98 and 112): what the account holds today, not the call's shape.
	{text: "insufficient day trading buying power", kind: premise, reason: "the account's day-trading buying power is below what the order costs"},
	{text: "insufficient daytrading buying power", kind: premise, reason: "the account's day-trading buying power is below what the order costs"},
}

// credentialMissing finds a "not found" whose subject is a credential
// ("API Key not found", "Access token not found", "Client credentials not
// found"): under a generic code a missing object reads premise, but what
// is missing is the caller's authority, denied.
func credentialMissing(t string) bool {
	i := indexFold(t, "not found")
	if i < 0 {
		return false
	}
	from := i - 40
	if from < 0 {
		from = 0
	}
	return hasAny(t[from:i], "api key", "api_key", "apikey", "access key", "secret key", "access token", "auth token", "bearer token", "refresh token", "credential", "client secret") || aclMissing(t)
}

// aclMissing finds HashiCorp's token, called "the ACL", as the very subject
// of "not found" (set 411): Consul's acl.ErrNotFound "ACL not found" (a 403
// for a deleted or unknown token), Nomad's "ACL token not found". The
// caller's authority is gone, denied. An ACL policy, role or rule not found
// is a missing object and keeps its reading (premise).
func aclMissing(t string) bool {
	i := indexFold(t, "not found")
	if i < 0 {
		return false
	}
	head := strings.ToLower(strings.TrimRight(t[:i], " :"))
	return strings.HasSuffix(head, "acl") || strings.HasSuffix(head, "acl token") || strings.HasSuffix(head, "acl: token")
}

// awsStated reads the message of an AWS code read by its spelling (not in
// the table): a statement in statedWords or worldWords of another kind
// than the spelling's decides.
func awsStated(code, text string, cr codeRule) (Result, bool) {
	r, ok := matchWords(statedMatcher, text)
	if !ok || r.Kind == cr.kind {
		return Result{}, false
	}
	r.Code, r.Reason = code, "aws: "+code+", but the message says: "+r.Reason
	return r, true
}

var statedMatcher = newMatcher(statedWords)

// goStdlibWords are further texts of Go's standard library and x/net
// errors, read before goWords: a request the caller built wrong (invalid),
// a connection the transport lost (transient), a port another process
// holds (premise, though "already in use" reads as conflict: the step
// created nothing, the plan's choice of address is wrong; Node, Python and
// Rust word EADDRINUSE the same way).
var goStdlibWords = newMatcher([]pattern{
	// A redirect's Location the client cannot parse (client.go): the
	// server's target, read ahead of the URL words below, which are about
	// the caller's own URL (set 59; toolwords.go framingWords).
	{text: "failed to parse location header", kind: premise, reason: "net/http: the server redirects to a Location that is no URL (RFC 9110 10.2.2)"},
	{text: "can't write control character in request.url", kind: invalid, reason: "net/http: the URL holds a control character (the caller built it)"},
	{text: "invalid control character in url", kind: invalid, reason: "net/url: the URL holds a control character"},
	{text: "invalid header field value", kind: invalid, reason: "net/http: a header value the caller set is malformed"},
	{text: "invalid header field name", kind: invalid, reason: "net/http: a header name the caller set is malformed"},
	{text: "cannot rewind body after connection loss", kind: transient, reason: "net/http: the connection was lost and the body could not be resent by the transport (retry behind the idempotency key)"},
	// x/net/http2's client connection errors ("client conn is closed",
	// "client conn not usable", "client connection force closed via
	// ClientConn.Close", "client connection lost"): the connection's state,
	// never the request's; a new connection carries the retry.
	{text: "http2: client conn", kind: transient, reason: "http2: the pooled connection closed or is not usable"},
	{text: "client conn is closed", kind: transient, reason: "http2: the pooled connection closed"},
	{text: "client conn not usable", kind: transient, reason: "http2: the pooled connection is not usable"},
	{text: "address already in use", kind: premise, reason: "EADDRINUSE: another process holds the address (the plan's choice of port is wrong)"},
	{text: "eaddrinuse", kind: premise, reason: "EADDRINUSE: another process holds the address"},
	{text: "only one usage of each socket address", kind: premise, reason: "WSAEADDRINUSE: another process holds the address"},
})

// goShapes reads Go errors that a phrase cannot hold: text/template's and
// html/template's errors ("template: invoice:7: function \"x\" not
// defined"), which are about the template text or data the caller gave,
// though "not defined" reads as a missing object: invalid. html/template's
// escaper errors keep their "html/template:NAME:" prefix behind a
// caller's own ("render_page: html/template:page: ends in a non-text
// context: ...", ErrEndContext; "{{if}} branches end in different
// contexts", ErrBranchEnd; set 1278).
func goShapes(t string) (Result, bool) {
	s := strings.TrimSpace(t)
	if strings.HasPrefix(s, "template: ") || strings.HasPrefix(s, "html/template: ") || strings.HasPrefix(s, "html/template:") || wrappedTemplateError(s) || strings.Contains(s, ": html/template:") {
		return verdict(invalid, "text/template: the template the caller gave does not parse or execute")
	}
	if optionClash(t) {
		return verdict(invalid, "the call sets two options that exclude each other (a client library's own check)")
	}
	if r, ok := matchWords(goStdlibWords, t); ok {
		return r, true
	}
	return Result{}, false
}

// wrappedTemplateError finds a template's error wrapped by its caller
// ("render digest: template: digest:3: function \"x\" not defined"):
// "template: " after a ": ", then the template's name and a line number,
// the shape text/template gives every parse and execution error.
//
// Every ": template: " is tried, not only the first: a caller whose own
// prefix ends in "template" ("render_report: template: %w") puts a second
// one before the template's name ("render_report: template: template:
// w1173-report:1: function \"money\" not defined", set 1173).
func wrappedTemplateError(s string) bool {
	for off := 0; ; {
		i := strings.Index(s[off:], ": template: ")
		if i < 0 {
			return false
		}
		rest := s[off+i+len(": template: "):]
		off += i + 1 // the matches may overlap: "x: template: template: name:1: ..."
		colon := strings.IndexByte(rest, ':')
		if colon <= 0 || strings.IndexByte(rest[:colon], ' ') >= 0 {
			continue
		}
		if n, w := leadingInt(rest[colon+1:]); w > 0 && n > 0 {
			return true
		}
	}
}

// optionClash finds a client library's check on its own options, raised
// before any request (cloud.google.com/go/storage "cannot use KMSKeyName
// with a customer-supplied encryption key"): two settings the call made
// exclude each other; "cannot use" reads as a refusal of authority, but
// the library has asked no one. Read only on a Go error's text (goText),
// where no service answered.
func optionClash(t string) bool {
	i := indexFold(t, "cannot use ")
	if i < 0 {
		i = indexFold(t, "can't use ")
	}
	if i < 0 {
		return hasAny(t, "cannot be used together", "cannot be combined with", "cannot set both", "cannot specify both")
	}
	rest := t[i:]
	return hasAny(rest, " with ", " together", " along with ", " in combination", "cannot use both", "can't use both") &&
		!hasAny(rest, "your account", "your plan", "permission", "not allowed", "not authorized")
}

// snakeShape reads a snake_case API code not in any table by its parts,
// as awsShape reads an AWS code: a <thing>_limit_exceeded is a count or
// a window on the account (Stripe instant_payouts_limit_exceeded "your
// daily processing limits"; Twilio, Shopify and Cloudflare name limits
// the same way), and its message decides which (modeLimit: rate wording
// waits, a daily, account or count wording does not); a <thing>_timeout
// is a party that did not answer in time (Stripe
// payment_method_provider_timeout), transient, whatever the type or
// status it comes under.
func snakeShape(code string) (codeRule, bool) {
	if code == "" || strings.IndexByte(code, ' ') >= 0 || strings.IndexByte(code, '_') < 0 || strings.ToLower(code) != code {
		return codeRule{}, false
	}
	switch {
	case redirectMismatchCode(code): // credshape.go
		return codeRule{invalid, false, modeFixed, "reads as a redirect URI other than the one registered for the app"}, true
	case credentialCode(code): // credshape.go
		return codeRule{denied, false, modeFixed, "reads as a credential the server refused"}, true
	case moneyCode(code):
		return codeRule{premise, false, modeFixed, "reads as money (a spend limit, a budget, an exhausted credit balance, billing): waiting does not lift it"}, true
	case strings.HasSuffix(code, "_limit_exceeded") || strings.HasSuffix(code, "_limits_exceeded"):
		return codeRule{premise, false, modeLimit, "reads as a limit on the account or object"}, true
	case strings.HasSuffix(code, "_timeout") || strings.HasSuffix(code, "_timed_out"):
		return codeRule{transient, true, modeFixed, "reads as a party that did not answer in time"}, true
	case strings.HasSuffix(code, "_expired") && !hasAny(code, "cursor", "page", "token", "key", "password", "secret", "cert", "signature", "credential", "auth", "jwt", "session", "login"):
		// A thing the plan holds that lapsed: a hold, a reservation, a
		// quote, an offer, a checkout session (Duffel offer_expired,
		// Stripe's checkout expiry, a booking API's hold_expired; set
		// 513), whatever the status (often a 422 or 400): premise, get a
		// new one. A credential (token_expired, session_expired) is left
		// to the tables and the status; an expired cursor or page token
		// is the call's (invalid).
		return codeRule{premise, false, modeFixed, "reads as a thing the plan held that has lapsed"}, true
	case featureOffCode(code):
		// A feature, provider or flow the service's configuration has
		// switched off (Supabase Auth signup_disabled,
		// email_provider_disabled, manual_linking_disabled,
		// saml_provider_disabled, feature_disabled; set 1372), whatever
		// the status (GoTrue sends a 422 or 400): no argument repairs it
		// and no wait lifts it: premise, change the setting or the plan.
		return codeRule{premise, false, modeFixed, "reads as a feature or provider switched off in the service's configuration"}, true
	case objectStateRefusalCode(code):
		// The object's own state forbids the act (Clerk
		// actor_token_cannot_be_revoked_code "its status is accepted. Only
		// pending tokens can be revoked.", agent_task_cannot_be_revoked;
		// Supabase Auth single_identity_not_deletable "User must have at
		// least 1 identity after unlinking"; set 1372): the call is well
		// formed, the plan's belief about the object is not.
		return codeRule{premise, false, modeFixed, "reads as an object whose state forbids the act"}, true
	case strings.HasSuffix(code, "_not_found") && !namesVocabulary(code):
		// An object the call refers to by id that is not there (OpenAI
		// previous_response_not_found, file_not_found; set 41): premise,
		// as a 404. A name from the service's fixed vocabulary (a model,
		// tool, function, parameter) is the call's spelling: left to the
		// table and the status.
		return codeRule{premise, false, modeFixed, "reads as an object the call refers to that is not there"}, true
	}
	return codeRule{}, false
}

// featureOffCode reports a snake_case code that says a feature,
// provider or flow is switched off (<thing>_disabled), where the thing is
// not the caller's own credential (api_key_disabled, token_disabled stay
// with the tables and the status: a refused credential).
func featureOffCode(code string) bool {
	if !strings.HasSuffix(code, "_disabled") {
		return false
	}
	return !hasAny(code, "key", "token", "secret", "credential", "password", "cert", "signature")
}

// objectStateRefusalCode reports a snake_case code that says the object
// cannot undergo an act in its present state: <thing>_cannot_be_<act>
// (with or without a trailing _code) or <thing>_not_<act>able, for the
// acts a state forbids (revoke, delete, cancel, remove, unlink, refund).
// A value the call supplies that cannot be blank, empty or changed is
// the call's (invalid), not this.
func objectStateRefusalCode(code string) bool {
	for _, v := range [...]string{"revoked", "deleted", "canceled", "cancelled", "removed", "unlinked", "refunded"} {
		if strings.Contains(code, "_cannot_be_"+v) {
			return true
		}
	}
	for _, v := range [...]string{"_not_deletable", "_not_revocable", "_not_cancelable", "_not_cancellable", "_not_removable"} {
		// The bare code too (Lob's 422 not_deletable for a mail piece past
		// its cancellation window; set 1679).
		if strings.HasSuffix(code, v) || code == v[1:] {
			return true
		}
	}
	return false
}

// moneyCode is a snake_case code about money rather than a rate: a spend
// limit or budget reached, a credit balance exhausted, billing (OpenAI
// sends project_spend_limit_exceeded and credit_balance_exhausted as 429s
// of type insufficient_quota, and openai-go's Error() shows only "429 Too
// Many Requests"): no wait lifts it, premise, as insufficient_quota.
func moneyCode(code string) bool {
	parts := strings.Split(code, "_")
	for i, p := range parts {
		switch p {
		case "spend", "spending", "budget", "billing":
			return true
		case "credit", "credits":
			if i+1 < len(parts) && (parts[i+1] == "balance" || parts[i+1] == "exhausted" || parts[i+1] == "limit") {
				return true
			}
		}
	}
	return false
}

// namesVocabulary is a *_not_found code about a name the service defines
// rather than an object someone created: a model, tool, function, method,
// parameter or prompt.
func namesVocabulary(code string) bool {
	for _, p := range []string{"model_", "tool_", "function_", "method_", "parameter_", "param_", "prompt_", "string_", "route_", "endpoint_"} {
		if strings.HasPrefix(code, p) {
			return true
		}
	}
	return false
}

// evmTxWords: an Ethereum execution client's verdict on a transaction it
// would not pool or execute, passed on under JSON-RPC's generic -32000 (geth
// core/error.go and core/txpool/errors.go, whose sentences Erigon, reth
// and the hosted nodes repeat, and ethers/viem print under "Details:"):
// the transaction's own nonce or fee fields are wrong, so the repair is a
// rebuilt transaction, invalid, not a server fault to wait out (mcpText
// reads them before its -32000 fallback). A pruned node's "missing trie
// node" is state that node does not hold: an archive node is a new plan,
// premise (set 702).
var evmTxWords = []pattern{
	{text: "nonce too low", kind: invalid, reason: "the transaction's nonce is already used: rebuild it with the account's next nonce"},
	{text: "nonce too high", kind: invalid, reason: "the transaction's nonce skips ahead of the account: rebuild it"},
	{text: "intrinsic gas too low", kind: invalid, reason: "the transaction's gas limit is below its intrinsic cost"},
	{text: "less than block base fee", kind: invalid, reason: "the transaction's fee cap is below the block base fee: raise it"},
	{text: "replacement transaction underpriced", kind: invalid, reason: "a replacement needs a higher fee than the pooled transaction"},
	// The same signed transaction already sits in the pool (geth
	// ErrAlreadyKnown "already known", as Erigon and Bor repeat it): what
	// the send was to create exists, conflict; carry its hash.
	{text: "already known", kind: conflict, word: true, reason: "the same signed transaction is already in the pool: carry its hash"},
	{text: "missing trie node", kind: premise, reason: "the node does not hold that state (pruned): an archive node is a new plan"},
	// The rest of geth's txpool verdicts on the transaction's own fields
	// (core/txpool/errors.go ErrGasLimit, ErrOversizedData; core/error.go
	// ErrTipAboveFeeCap): rebuild it, invalid. A transaction type the
	// chain's fork has not activated (ErrTxTypeNotSupported, "type 4
	// rejected, pool not yet in Prague") is a fact about the network the
	// plan assumed, premise (set 1300).
	{text: "exceeds block gas limit", kind: invalid, reason: "the transaction's gas limit exceeds the block's: lower it"},
	{text: "oversized data", kind: invalid, reason: "the transaction's data is larger than the pool accepts"},
	{text: "max priority fee per gas higher than max fee per gas", kind: invalid, reason: "the transaction's tip exceeds its fee cap"},
	{text: "transaction type not supported", kind: premise, reason: "the network has not activated this transaction type: a new plan"},
	// State or history the node does not hold and will not come to hold
	// by waiting, in the node's own fixed sentences (set 1577): geth's
	// path-scheme "historical state <root> is not available" and its
	// tracers' "required historical state unavailable (reexec=N)"
	// (core/state/database_history.go, eth/state_accessor.go); Agave's
	// custom RPC errors (rpc-client-api custom_error.rs) for a purged
	// block (-32001 "Block N cleaned up, does not exist on node"), a
	// skipped slot, which never had a block (-32007, -32009 "Slot N was
	// skipped, or missing ..."), a node run without transaction history
	// (-32011) and a key left out of its secondary indexes (-32010). An
	// archive or differently configured node, or another slot, is a new
	// plan: premise, though "not available" reads like a wait. A node
	// that is only behind ("Node is behind by N slots", -32005) catches
	// up: it stays transient.
	// viem's own renderings of the nonce verdicts (errors/node.ts
	// NonceTooLowError, NonceTooHighError, NonceMaxValueError), which
	// replace the node's words: the transaction's nonce field, invalid,
	// as "nonce too low" (set 1577).
	{text: "is lower than the current nonce of the account", kind: invalid, reason: "the transaction's nonce is already used: rebuild it with the account's next nonce"},
	{text: "is higher than the next one expected", kind: invalid, reason: "the transaction's nonce skips ahead of the account: rebuild it"},
	// geth's gas estimator caps its search at what the sender's balance
	// can fund (eth/gasestimator: hi = balance / feeCap, "the allowance")
	// and reports "gas required exceeds allowance (N)" when the call
	// fails within it: the funds the plan assumed are short, premise.
	// Its "required" is not a missing argument (set 1577).
	{text: "gas required exceeds allowance", kind: premise, reason: "the call fails within the gas the sender's balance can fund: fund the account or replan"},
	{text: "historical state", kind: premise, reason: "the node does not keep that block's state (not an archive node): an archive node is a new plan"},
	{text: "cleaned up, does not exist on node", kind: premise, reason: "the node purged that block: only a node with long-term storage has it"},
	{text: "was skipped, or missing", kind: premise, reason: "the slot was skipped and holds no block: the plan's slot is wrong"},
	{text: "transaction history is not available from this node", kind: premise, reason: "the node runs without transaction history: a history-enabled node is a new plan"},
	// Agave's refusals of the transaction's own shape (rpc-client-api
	// custom_error.rs): signatures that do not verify (-32003), a failed
	// precompile check (-32006), signatures not matching the signer count
	// (-32013), and a versioned transaction read without
	// "maxSupportedTransactionVersion" (-32015, whose "try the request
	// again" names the parameter to add). Re-sign or repair the request:
	// invalid, not -32000..-32099's server fault (set 1622).
	{text: "transaction signature verification failure", kind: invalid, reason: "the transaction's signatures do not verify: re-sign it"},
	{text: "transaction precompile verification failure", kind: invalid, reason: "a precompile check of the transaction failed: rebuild it"},
	{text: "transaction signature length mismatch", kind: invalid, reason: "the transaction's signatures do not match its signers: re-sign it"},
	{text: "maxsupportedtransactionversion", kind: invalid, reason: "the request lacks maxSupportedTransactionVersion for a versioned transaction: add it"},
	{text: "excluded from account secondary indexes", kind: premise, reason: "the node does not index that key, so this method never answers for it there: a differently configured node is a new plan"},
	// ethers' TRANSACTION_REPLACED from wait() (v5 and v6 print it as
	// "transaction was replaced (cancelled=..., reason=..., ...,
	// code=TRANSACTION_REPLACED, version=...)"; the docs' ErrorCode list:
	// "the transaction was replaced by a transaction with the same nonce"):
	// another transaction took the nonce and was mined. ethers sets
	// cancelled=false only for reason "repriced" (the same to, data and
	// value at a new fee): the transfer happened under another hash,
	// conflict, carry its receipt. cancelled=true ("cancelled", a
	// zero-value self-send, or "replaced", other calldata): the awaited
	// transaction will never run, premise (set 1300).
	{text: "transaction was replaced (cancelled=false", kind: conflict, reason: "ethers TRANSACTION_REPLACED, repriced: the same transfer was mined under another hash: carry the replacement's receipt"},
	{text: "transaction was replaced (cancelled=true", kind: premise, reason: "ethers TRANSACTION_REPLACED, cancelled or replaced: the awaited transaction will never run: replan"},
}

// queryBreadthWords: a query the service refuses for the size of its
// answer, saying so: Infura's and the node providers' eth_getLogs cap
// "query returned more than 10000 results" (under -32005, the code Infura
// also uses for its rate limit) and the Etherscan-family explorers' "Query
// Timeout occured. Please select a smaller result dataset". The same query
// fails again however long one waits; its docs' remedy is a narrower range
// or filter: invalid, read before the rate and timeout words (set 1300).
var queryBreadthWords = []pattern{
	// The cap by its number, the providers' documented 10,000: "returned
	// more than one" (a subquery's, Terraform's data source) is several
	// where one was needed, ambiguous (sets 118, 388, 408, 1257).
	{text: "returned more than 10000 results", kind: invalid, reason: "the query matches more results than one answer may carry: narrow its range or filter"},
	{text: "returned more than 10,000 results", kind: invalid, reason: "the query matches more results than one answer may carry: narrow its range or filter"},
	{text: "select a smaller result dataset", kind: invalid, reason: "the query is too large to finish: narrow its range or filter"},
	// Set 1630: an aggregation that asks for more buckets than the
	// cluster's search.max_buckets (Elasticsearch and OpenSearch
	// MultiBucketConsumerService: too_many_buckets_exception "Trying to
	// create too many buckets. Must be less than or equal to: [10000] but
	// was [10001]. This limit can be set by changing the
	// [search.max_buckets] cluster level setting."). ES 7.x serves it as a
	// 503 search_phase_execution_exception "all shards failed": the same
	// aggregation fails again after any wait; narrow it (fewer terms, a
	// coarser interval, composite paging). B2's account-level
	// "too_many_buckets" code (codes.go) keeps premise.
	{text: "trying to create too many buckets", kind: invalid, reason: "the aggregation asks for more buckets than search.max_buckets allows (Elasticsearch/OpenSearch): narrow it or page it"},
	{text: "too_many_buckets_exception", kind: invalid, reason: "the aggregation asks for more buckets than search.max_buckets allows (Elasticsearch/OpenSearch): narrow it or page it"},
	// Set 1691: InfluxDB 1.x's per-query caps in [coordinator]
	// (max-select-series, max-select-point, max-select-buckets: "the
	// maximum number of series / points / GROUP BY time() buckets a
	// SELECT can process"), killed as "max-select-series limit exceeded:
	// (3/2)", "max-select-point limit exceeed: (n/m)" (1.x's own
	// spelling) and "max-select-buckets limit exceeded: (n/m)", in a
	// 200's results[].error, a 500 or the CLI's stderr: the same query
	// meets the cap again; narrow it by tag, time or interval. The
	// database's own caps (max-series-per-database, max-values-per-tag,
	// heldlimits.go influxCapWords) stay premise, and
	// max-concurrent-queries (every query's together) transient.
	{text: "max-select-series limit exceeded", kind: invalid, reason: "the query spans more series than one SELECT may (InfluxDB max-select-series): narrow it by tag or measurement"},
	{text: "max-select-point limit exce", kind: invalid, reason: "the query reads more points than one SELECT may (InfluxDB max-select-point): narrow its time range or series"},
	{text: "max-select-buckets limit exceeded", kind: invalid, reason: "the query asks for more GROUP BY time() buckets than one SELECT may (InfluxDB max-select-buckets): a coarser interval or a shorter range"},
	// Set 1752: a request cancelled for its run time that the service
	// blames on the caller's own query parameters (Spark API code 1516
	// under a 503 "Your request took too long to process and was
	// cancelled due to the _filter or _orderby parameter you provided."):
	// the same filter times out again; its code 1515, the same timeout
	// without that blame, stays a wait.
	{text: "due to the _filter or _orderby parameter", kind: invalid, reason: "the request's own filter or ordering makes it run too long (Spark API 1516): narrow or simplify it"},
	{text: "max-concurrent-queries limit exceeded", kind: transient, reason: "the server runs as many queries as it may at once (InfluxDB max-concurrent-queries): it frees as they end"},
}

// queryBreadthMatcher reads queryBreadthWords where a server status would
// otherwise decide (a 500 or 503 that wraps a query too broad to answer).
var queryBreadthMatcher = newMatcher(queryBreadthWords)

// contractRevertWords: a smart contract's revert reason from OpenZeppelin
// Contracts, the library most Solidity contracts build on, as a node or a
// client prints it after "execution reverted:" (v4's require strings) or
// by its v5 custom error's name (set 702): the contract ran and refused,
// and its reason says what is false. The caller is not the owner or lacks
// the role (denied); the contract is paused, the allowance or the token
// is not there (premise: another step first); the token is already
// minted (conflict: what the call would make exists).
var contractRevertWords = []pattern{
	{text: "ownable: caller is not the owner", kind: denied, reason: "the contract's owner-only function refuses this caller (OpenZeppelin Ownable)"},
	{text: "ownableunauthorizedaccount", kind: denied, reason: "the contract's owner-only function refuses this caller (OpenZeppelin Ownable)"},
	{text: "accesscontrol: account", kind: denied, reason: "the caller lacks the role the function requires (OpenZeppelin AccessControl)"},
	{text: "accesscontrolunauthorizedaccount", kind: denied, reason: "the caller lacks the role the function requires (OpenZeppelin AccessControl)"},
	{text: "caller is not token owner or approved", kind: denied, reason: "the caller neither owns nor is approved for the token (OpenZeppelin ERC721)"},
	{text: "erc721insufficientapproval", kind: denied, reason: "the caller neither owns nor is approved for the token (OpenZeppelin ERC721)"},
	{text: "pausable: paused", kind: premise, reason: "the contract is paused: it must be unpaused first (OpenZeppelin Pausable)"},
	{text: "enforcedpause", kind: premise, reason: "the contract is paused: it must be unpaused first (OpenZeppelin Pausable)"},
	{text: "erc20: insufficient allowance", kind: premise, reason: "the spender's allowance is too low: an approve step comes first (OpenZeppelin ERC20)"},
	{text: "erc20insufficientallowance", kind: premise, reason: "the spender's allowance is too low: an approve step comes first (OpenZeppelin ERC20)"},
	{text: "erc721: invalid token id", kind: premise, reason: "the token does not exist (OpenZeppelin ERC721)"},
	{text: "erc721nonexistenttoken", kind: premise, reason: "the token does not exist (OpenZeppelin ERC721)"},
	{text: "erc721: token already minted", kind: conflict, reason: "the token id is already minted: what the call would make exists (OpenZeppelin ERC721)"},
}
