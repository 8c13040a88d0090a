package classify

import (
	"strings"
	"time"

	"github.com/rungkit/rung"
)

// kindQuota marks a wording entry whose verdict quotaVerdict decides: a
// quota is transient when it refills by the minute and a premise when it is
// a daily, billing or zero limit.
const kindQuota rung.Kind = 250

// kindUnresolved marks a wording entry for a host name that did not resolve
// where the text does not say why (curl's (6)): unresolvedVerdict decides
// by the name itself (hostname.go).
const kindUnresolved rung.Kind = 251

const (
	unk       = rung.KindUnknown
	transient = rung.KindTransient
	invalid   = rung.KindInvalid
	premise   = rung.KindPremise
	denied    = rung.KindDenied
	conflict  = rung.KindConflict
	ambiguous = rung.KindAmbiguous
)

// Wording groups, in the order the generic fallback tries them. Earlier
// groups are the more specific evidence: a quota or a rate limit explains a
// 403 better than "forbidden" does; "no such file" explains a failure better
// than the "timeout=10s" in a URL it happens to contain.

// pageTokenReason is the reason of the expired page-token wording in
// deniedWords (set 154).
const pageTokenReason = "an expired pagination token: list again without it"

// syncTokenReason is set 1690's reading of a stale change-tracking cursor.
const syncTokenReason = "a stale sync (delta) token: the local copy must be dropped and synchronized in full"

// editMismatchReason is the edit ruling's reason: an edit tool's old text
// is not in the file (the MCP filesystem server, Claude Code, Anthropic's
// str_replace_editor, Aider, Codex; missingWords and the isError words).
const editMismatchReason = "the edit's old text is not in the file: the file is not what the step believed; read it again, then edit"

var (
	quotaWords = []pattern{
		// A shop's cap on live listings (Lazada Open Platform
		// THD_APPROVAL_RULE_CENTER_ERR_PRE_QC_LISTING_LIMIT_ERROR "Seller's
		// online product count 1000 has reach limit 1000", create-update-
		// product Q&A Q13; set 1720): the allowance is spent until listings
		// are deactivated, not a pace.
		{text: "online product count", kind: premise, reason: "the shop's allowance of live listings is spent: deactivate some or raise the cap"},
		// apimachinery's generic message for a 403 with no Status body
		// (errors.NewGenericServerResponse), as kubectl prints it with the
		// refused request in brackets, "(get resourcequotas)", "(post
		// pods)": the credentials lack the verb on that resource, whatever
		// the resource's name says (set 1386):
		// ahead of the quota words, which "resourcequotas" would meet.
		{text: "server does not allow access to the requested resource", kind: denied, reason: "the API server refuses this verb on this resource to these credentials (Kubernetes 403)"},
		// A cap on work running at once, even when its own words call it a
		// quota (Splunk's "role-based concurrency limit of historical
		// searches ... has been reached (usage=3, quota=3)", CloudWatch
		// Logs Insights' and Athena's concurrent-query limits): it frees
		// as the running work ends, whatever the status. Every held-out
		// line with these words is transient (18 of 18, sets 774 to 1233).
		{text: "concurrency limit", kind: transient, reason: "a cap on work running at once is reached: it frees as that work ends"},
		{text: "concurrent queries", kind: transient, reason: "a cap on work running at once is reached: it frees as that work ends"},
		{text: "concurrent searches", kind: transient, reason: "a cap on work running at once is reached: it frees as that work ends"},
		{text: "concurrent jobs", kind: transient, reason: "a cap on work running at once is reached: it frees as that work ends"},
		// Apify's 402 actor-memory-limit-exceeded "By launching this job
		// you will exceed the memory limit of 8192MB for all your Actor
		// runs and builds (currently used: ...)" (sets 652 and 1285,
		// blind, both transient): the account's memory pool is held by
		// the runs going now and frees as they end, a cap on work at once.
		{text: "for all your actor runs and builds", kind: transient, reason: "the account's memory pool is held by runs going now: it frees as they end"},
		{text: "insufficient_quota", kind: kindQuota},
		// Unleash's ExceedsLimitError, sent as a 400 for every resource it
		// caps (projects, environments, flags, strategies, segments,
		// constraint values: "Failed to create segment. You can't create
		// more than the established limit of 300."; set 1568): the
		// instance holds as many as its configured limit, which no
		// argument repairs; free some or raise the limit: premise.
		{text: "create more than the established limit", kind: premise, reason: "the instance holds as many of these as its configured limit allows: free some or raise the limit"},
		// eBay's seller selling limits (Trading 21919188 "This listing
		// would cause you to exceed the number of items and amount you
		// can list. You can list up to 379 more items and $6,114.03 more
		// in total sales this month."; set 1555): the account's monthly
		// allowance of items and value is spent. No prompt retry clears
		// it; the month's reset or a limit raise does: premise.
		{text: "amount you can list", kind: premise, reason: "the seller's selling limits (items or value it may list) are used up: replan, or have the limits raised"},
		{text: "number of items you can list", kind: premise, reason: "the seller's selling limits (items or value it may list) are used up: replan, or have the limits raised"},
		{text: "your selling limit", kind: premise, reason: "the seller's selling limits (items or value it may list) are used up: replan, or have the limits raised"},
		// GitLab's repository size limit on a push (set 1267,
		// ee/lib/gitlab/repository_size_error_message.rb "Your push has
		// been rejected, because this repository has exceeded its size
		// limit of 10 GiB by ..."): a storage quota spent, premise.
		{text: "repository has exceeded its size limit", kind: premise, reason: "the repository is over its storage size limit: free space or raise the limit"},
		// A cap or request limit said to be reached, under any status
		// (set 420): Meta Graph code 4 "(#4) Application request limit
		// reached" under 403 (waits out), TikTok 403
		// spam_risk_too_many_posts "The daily user cap for posts has been
		// reached." (a day: premise); quotaVerdict reads the period.
		{text: "request limit reached", kind: kindQuota},
		// The same limit said "exceeded" (Upstash "ERR max daily request
		// limit exceeded. Limit: 10000, Usage: 10000.", set 649): a quota,
		// so quotaVerdict reads the period; EC2's "Request limit exceeded."
		// names none and stays a rate.
		{text: "request limit exceeded", kind: kindQuota},
		// A capacity allowance said exceeded (Alchemy's "Monthly capacity
		// limit exceeded. Visit https://dashboard.alchemy.com/settings/billing
		// to upgrade your scaling policy", set 1300): a quota, so
		// quotaVerdict reads the period (a month: premise), not the bare
		// word "capacity" (a shortage to wait out).
		{text: "capacity limit exceeded", kind: kindQuota},
		// A request limit named by its window between "request" and "limit"
		// (QuickTapSurvey result codes 1 and 2, "Request per day limit
		// exceeded." / "Request per second limit exceeded.", sent under
		// HTTP 200; set 1704): a quota, so quotaVerdict reads the period (a
		// second or minute refills: transient; a day: premise).
		{text: "per second limit exceeded", kind: kindQuota},
		{text: "per minute limit exceeded", kind: kindQuota},
		{text: "per day limit exceeded", kind: kindQuota},
		// An allowance said to be what the plan allows (QuickTapSurvey 41
		// "You have exceeded your response limit that your plan allows,
		// please consider upgrading."; set 1704): the plan's allowance,
		// quotaVerdict's premise.
		{text: "limit that your plan allows", kind: kindQuota},
		{text: "limit your plan allows", kind: kindQuota},
		// The same count of calls said reached, or the allowance said used
		// up (ScrapingBee's 401 "Monthly API calls limit reached: 1000",
		// "You have used all your API credits for this month"; set 652):
		// a quota under any status, its period read by quotaVerdict.
		{text: "calls limit reached", kind: kindQuota},
		{text: "call limit reached", kind: kindQuota},
		{text: "used all your", kind: kindQuota},
		// The same said of a team or organisation (Netlify's "the team has
		// used all of its credits for this billing cycle"; held-out set
		// 864): the allowance is spent, its period read by quotaVerdict.
		{text: "used all of its credits", kind: kindQuota},
		{text: "used all of their credits", kind: kindQuota},
		{text: "user cap for", kind: kindQuota},
		{text: "cap reached", kind: kindQuota},
		{text: "cap has been reached", kind: kindQuota},
		// TikTok's Direct Post 403 spam_risk_too_many_posts in its current
		// words, "The daily post cap from the API is reached for the
		// current user." (set 1330): a cap said reached, its period read
		// by quotaVerdict as the older "The daily user cap for posts has
		// been reached." is.
		{text: "cap from the api is reached", kind: kindQuota},
		{text: "credits exceeded", kind: premise, reason: "the plan's credits are spent"},
		{text: "exceeded your current quota", kind: kindQuota},
		{text: "credit balance", kind: kindQuota},
		// A free or prepaid allowance named as used up (Plaid's 429
		// CREDITS_EXHAUSTED "Free usage exhausted"; set 1540).
		{text: "usage exhausted", kind: kindQuota},
		{text: "credits exhausted", kind: kindQuota},
		{text: "credits_exhausted", kind: kindQuota},
		{text: "out of credits", kind: kindQuota},
		// Prepaid credits or a balance said depleted (Gemini API's 402
		// RESOURCE_EXHAUSTED "Your prepayment credits are depleted.",
		// ai.google.dev troubleshooting, set 1634): billing, not a rate.
		{text: "credits are depleted", kind: kindQuota},
		{text: "credits have been depleted", kind: kindQuota},
		{text: "balance is depleted", kind: kindQuota},
		{text: "balance has been depleted", kind: kindQuota},
		{text: "billing details", kind: kindQuota},
		{text: "billing account", kind: kindQuota},
		{text: "enable billing", kind: kindQuota},
		{text: "billing to be enabled", kind: kindQuota},
		// A model or feature offered only to billed projects (Gemini
		// API's 400 INVALID_ARGUMENT "Imagen API is only accessible to
		// billed users at this time", its 400 FAILED_PRECONDITION "The
		// model models/veo-2.0-generate-001 is exclusively available to
		// users with Google Cloud Platform billing enabled"; set 1249):
		// the project's plan lacks it, nothing in the request is wrong.
		{text: "to billed users", kind: kindQuota},
		{text: "billing enabled", kind: kindQuota},
		{text: "billing is disabled", kind: kindQuota},
		{text: "billing has been disabled", kind: kindQuota},
		{text: "billing_hard_limit", kind: kindQuota},
		{text: "billing_not_active", kind: kindQuota},
		{text: "billing quota", kind: kindQuota},
		// A billed allowance spent (Airtable's 429
		// PUBLIC_API_BILLING_LIMIT_EXCEEDED "Public API billing limit
		// exceeded"; set 1018), as a spending limit.
		{text: "billing limit", kind: kindQuota},
		{text: "billing_limit", kind: kindQuota},
		// A limit the message says to lift by upgrading the plan, under
		// any status (Pinecone's 429 RESOURCE_EXHAUSTED "You've reached
		// your read unit limit for the current month ... upgrade your
		// plan", its 403 FORBIDDEN "You've reached the max serverless
		// indexes allowed in project ..."; set 596): the plan's
		// allowance, not a rate; quotaVerdict still reads a per-minute
		// window as one.
		{text: "upgrade your plan", kind: kindQuota},
		// A bought allowance spent, said by what lifts it (Zoho Writer's
		// Sign API R8016 "Credit points limit reached for your
		// organization. Please purchase more credit points to continue.",
		// R8017 "Daily API limits reached for your organization. Please
		// extend your limits to continue."; set 1606): buy or extend the
		// allowance first, a plan premise; quotaVerdict still reads a
		// per-minute window as a wait.
		{text: "purchase more credit", kind: kindQuota},
		{text: "credit points limit", kind: kindQuota},
		{text: "extend your limits", kind: kindQuota},
		// An account said to have run out of what it buys (SerpAPI 429
		// "Your account has run out of searches.", "Your account has run
		// out of credits" elsewhere; set 652): the period's allowance is
		// spent, not a rate window.
		{text: "account has run out of", kind: kindQuota},
		// A product the account's plan does not include, though the key is
		// valid (OpenWeatherMap's 401 "Please note that using One Call 3.0
		// requires a separate subscription to the One Call by Call plan.";
		// set 1454): subscribe first, a plan premise; no other key or scope
		// lifts it. A missing subscription key stays a credential.
		{text: "requires a separate subscription", kind: premise, reason: "the plan does not include this product: subscribe to it first"},
		{text: "requires a subscription to the", kind: premise, reason: "the plan does not include this product: subscribe to it first"},
		// The same gap in other words (Brave Search API's 400
		// OPTION_NOT_IN_PLAN "The option is not subscribed in the plan.";
		// set 1518): the key is valid, the plan lacks the option.
		{text: "not subscribed in the plan", kind: premise, reason: "the plan does not include this product: subscribe to it first"},
		{text: "not subscribed in your plan", kind: premise, reason: "the plan does not include this product: subscribe to it first"},
		{text: "option_not_in_plan", kind: premise, reason: "the plan does not include this product: subscribe to it first"},
		{text: "not included in your plan", kind: premise, reason: "the plan does not include this product: subscribe to it first"},
		// The organisation's plan named as lacking the resource, under a
		// 403 (Flagsmith's InvalidSubscriptionPlanError "Organisation does
		// not have a valid plan for this resource."; set 1743): billing, not
		// the caller's role.
		{text: "does not have a valid plan for", kind: premise, reason: "the plan does not include this resource: change the plan first"},
		{text: "not included in your current plan", kind: premise, reason: "the plan does not include this product: subscribe to it first"},
		// The plan said to withhold the thing asked for (Front's 403
		// {"_error":{"status":403,"message":"Your plan does not give you
		// access to that time period"}} on analytics; set 1556): the
		// company's plan, not the token's scope or the teammate's role;
		// upgrading it (or asking less) lifts it, as Intercom's
		// api_plan_restricted.
		{text: "plan does not give you access", kind: premise, reason: "the plan does not include this: upgrade it, or ask for less"},
		{text: "plan doesn't give you access", kind: premise, reason: "the plan does not include this: upgrade it, or ask for less"},
		{text: "plan does not give access", kind: premise, reason: "the plan does not include this: upgrade it, or ask for less"},
		{text: "plan doesn't give access", kind: premise, reason: "the plan does not include this: upgrade it, or ask for less"},
		{text: "plan does not include access", kind: premise, reason: "the plan does not include this: upgrade it, or ask for less"},
		{text: "plan doesn't include access", kind: premise, reason: "the plan does not include this: upgrade it, or ask for less"},
		// A paid tool that must be bought before it runs (Apify's 403
		// actor-is-not-rented "You must rent a paid Actor in order to run
		// it after its free trial has expired."; set 1518): a purchase the
		// account lacks, not the caller's authority; renting it lifts it.
		{text: "actor-is-not-rented", kind: premise, reason: "a paid Actor not rented by the account: rent it (a purchase), then run"},
		{text: "must rent a paid actor", kind: premise, reason: "a paid Actor not rented by the account: rent it (a purchase), then run"},
		// The same period's allowance said exhausted (SerpApi's 200 "Your
		// searches for the month are exhausted. You can upgrade plans on
		// SerpApi.com website."; set 1454): the phrase names the period
		// itself, a spent allowance, not a rate window.
		{text: "for the month are exhausted", kind: premise, reason: "the allowance for the day or month is exhausted: not a rate window"},
		{text: "for this month are exhausted", kind: premise, reason: "the allowance for the day or month is exhausted: not a rate window"},
		{text: "for the month have been exhausted", kind: premise, reason: "the allowance for the day or month is exhausted: not a rate window"},
		{text: "for this month have been exhausted", kind: premise, reason: "the allowance for the day or month is exhausted: not a rate window"},
		{text: "for today are exhausted", kind: premise, reason: "the allowance for the day or month is exhausted: not a rate window"},
		// Tiingo's 200 "You have run over your 500 symbol look up for this
		// month. Please upgrade at https://api.tiingo.com/pricing to have
		// your limits increased." (tiingo-python issue 45; set 1664): the
		// month's symbol allowance, not a rate window.
		{text: "symbol look up for this month", kind: premise, reason: "the month's symbol lookup allowance is spent: not a rate window"},
		{text: "symbol lookups for this month", kind: premise, reason: "the month's symbol lookup allowance is spent: not a rate window"},
		{text: "for the day are exhausted", kind: premise, reason: "the allowance for the day or month is exhausted: not a rate window"},
		// An account held for its billing, in the words of GitHub Actions
		// ("The job was not started because your account is locked due to
		// a billing issue"), Bright Data ("account was blocked due to
		// billing issues") and Particle's 402 payment_past_due ("API access
		// is blocked until the payment issue is resolved"): the plan's
		// standing, not the caller's authority, though the words say
		// locked or blocked and the status may be 403 (set 120's probes).
		{text: "billing issue", kind: premise, reason: "the account is held for a billing issue: settle billing, then replan"},
		{text: "billing problem", kind: premise, reason: "the account is held for a billing problem: settle billing, then replan"},
		{text: "payment issue", kind: premise, reason: "the account is held for a payment issue: settle billing, then replan"},
		{text: "payment_past_due", kind: premise, reason: "the account's payment is past due: settle billing, then replan"},
		{text: "payment past due", kind: premise, reason: "the account's payment is past due: settle billing, then replan"},
		{text: "payment is past due", kind: premise, reason: "the account's payment is past due: settle billing, then replan"},
		{text: "payment required", kind: kindQuota},
		// A payment method said to be an invalid value is the request's
		// argument, not the account's billing (Mollie's 422 "The payment
		// method is invalid" with "field":"method", set 1455); "add a
		// payment method" and a declined one keep the billing reading.
		{text: "payment method is invalid", kind: invalid, reason: "the payment method named in the request is not a valid value: repair the argument"},
		{text: "payment method is not valid", kind: invalid, reason: "the payment method named in the request is not a valid value: repair the argument"},
		// The same field under a validation predicate or quoted as a value
		// (Gusto's nested 422 "Payment method must be one of: Direct
		// Deposit, Check.", "Payment status is not valid for payment method
		// 'InvalidMethod'.", "Payment method cannot be changed for
		// check-only payrolls."; set 1597): a field of the request, not
		// the account's billing.
		{text: "payment method must be", kind: invalid, reason: "the payment method field of the request is not one of the allowed values: repair the argument"},
		{text: "for payment method '", kind: invalid, reason: "a field's value does not fit the payment method the request names: repair the argument"},
		{text: "payment method cannot be changed for", kind: invalid, reason: "the request changes a payment method field the record does not allow: repair the argument"},
		{text: "payment method", kind: kindQuota},
		// The same step worded as a card to add before the platform lets
		// the account go on (flyctl "We need your payment information to
		// continue! Add a credit card or buy credit", Heroku's
		// verification_required "Please verify your account to install
		// this add-on plan (please enter a credit card)"): a billing
		// step, as "add a payment method" (held-out set 814).
		{text: "payment information to continue", kind: premise, reason: "the account needs payment information before it may go on: a billing step, then replan"},
		{text: "add a credit card", kind: premise, reason: "the account needs a credit card before it may go on: a billing step, then replan"},
		{text: "enter a credit card", kind: premise, reason: "the account needs a credit card before it may go on: a billing step, then replan"},
		// Heroku's older wording of the same step ("Please confirm billing
		// in order to change resources ... Verify now at
		// http://heroku.com/confirm", heroku.jar issue 12; set 1582).
		{text: "confirm billing", kind: premise, reason: "the account must confirm billing before it may go on: a billing step, then replan"},
		{text: "confirm your billing", kind: premise, reason: "the account must confirm billing before it may go on: a billing step, then replan"},
		{text: "verify your billing", kind: premise, reason: "the account must verify billing before it may go on: a billing step, then replan"},
		// Vercel AI Gateway's 403 customer_verification_required "AI
		// Gateway requires a valid credit card on file to service
		// requests" (set 1293): the same billing step before the account
		// may go on, not the key's authority.
		{text: "credit card on file to", kind: premise, reason: "the account needs a credit card on file before it may go on: a billing step, then replan"},
		{text: "usage limit", kind: kindQuota},
		{text: "spending limit", kind: kindQuota},
		// A SIM's data allowance used up (set 1751): Telnyx Wireless 70000
		// "The consumption reached the defined data limit. Please, update
		// the SIM card group data limit.", 1oT E211 "... the amount of used
		// data is equal to or exceeds the data limit set for this SIM.".
		// A new limit set below the usage ("Cannot set new data limit
		// because it would exceed the current data usage", 1oT E210) is
		// an argument and names none of these.
		{text: "reached the defined data limit", kind: kindQuota},
		{text: "consumption reached data limit", kind: kindQuota},
		{text: "exceeds the data limit set", kind: kindQuota},
		{text: "data limit has been reached", kind: kindQuota},
		// LiteLLM proxy's spend budgets, crossed (set 1293): its
		// BudgetExceededError "Budget has been exceeded! Current cost:
		// ..., Max budget: ...", the key check's "Authentication Error,
		// ExceededTokenBudget: Current spend for token: ...", the
		// team/user checks' "ExceededBudget: Team=... over budget", and
		// provider budget routing's "No deployments available - crossed
		// budget for provider", under 400, 401 or 429: a spend cap for
		// the period, not a rate window and not the key's authority.
		{text: "budget has been exceeded", kind: kindQuota},
		{text: "exceededtokenbudget", kind: kindQuota},
		{text: "exceededbudget", kind: kindQuota},
		{text: "crossed budget for", kind: kindQuota},
		// Tavily's 433 "This request exceeds the pay-as-you-go limit. You
		// can increase your limit on the Tavily dashboard" (set 1285): a
		// spending cap the account set, as a spending limit.
		{text: "pay-as-you-go limit", kind: kindQuota},
		{text: "hard limit", kind: kindQuota},
		{text: "limit: 0", kind: kindQuota},
		// An action the text reserves to a role, worded "only by" it
		// (Dovecot imap-quota's SETQUOTA "Quota can be changed only by
		// admin", set 1544): the caller lacks the role, denied, before a
		// quota word in the same sentence reads as exhaustion.
		{text: "only by admin", kind: denied, reason: "only an administrator may: a role the caller lacks"},
		{text: "only by an admin", kind: denied, reason: "only an administrator may: a role the caller lacks"},
		{text: "only by the admin", kind: denied, reason: "only an administrator may: a role the caller lacks"},
		{text: "only by the owner", kind: denied, reason: "only the owner may: a role the caller lacks"},
		{text: "only by the account owner", kind: denied, reason: "only the owner may: a role the caller lacks"},
		{text: "only by a superuser", kind: denied, reason: "only a superuser may: a role the caller lacks"},
		{text: "quota", kind: kindQuota, unless: "tion"}, // not "quotation"
		{text: "per day", kind: kindQuota},
		{text: "(rpd)", kind: kindQuota},
		// A day's allowance named as such, or the wait named as the next
		// day ("Daily limit reached", Epic's 4135 "Please try again
		// tomorrow", set 1724 and the lead after it): no backoff reaches
		// it. Blind labels of "daily limit/quota/cap/allowance": premise
		// 32 of 34 (the two others an unauthenticated allowance, denied).
		// An allowance kept for callers who have not signed in, spent:
		// Google's "Daily Limit for Unauthenticated Use Exceeded.
		// Continued use requires signup." (set 394), Netlify's "daily limit
		// for anonymous deploys ... netlify login" (set 1345): signing in
		// lifts it, denied.
		{text: "limit for unauthenticated", kind: denied, reason: "the allowance for unauthenticated callers is spent: authenticate to go on"},
		{text: "limit for anonymous", kind: denied, reason: "the allowance for anonymous callers is spent: sign in to go on"},
		// Only said reached: "daily limit", "daily cap" and "daily
		// allowance" are also a field's name in a validation message
		// ("daily limit must be between 1 and 10000"; the review after
		// set 1737).
		{text: "daily limit reached", kind: kindQuota},
		{text: "daily limit exceeded", kind: kindQuota},
		{text: "daily limit has been", kind: kindQuota},
		{text: "daily limit was", kind: kindQuota},
		{text: "reached the daily limit", kind: kindQuota},
		{text: "reached your daily limit", kind: kindQuota},
		{text: "exceeded the daily limit", kind: kindQuota},
		{text: "exceeded your daily limit", kind: kindQuota},
		{text: "over the daily limit", kind: kindQuota},
		{text: "daily cap reached", kind: kindQuota},
		{text: "daily cap exceeded", kind: kindQuota},
		{text: "reached the daily cap", kind: kindQuota},
		{text: "reached your daily cap", kind: kindQuota},
		{text: "daily allowance reached", kind: kindQuota},
		{text: "daily allowance exceeded", kind: kindQuota},
		{text: "your daily allowance", kind: kindQuota},
		{text: "try again tomorrow", kind: kindQuota},
		{text: "retry tomorrow", kind: kindQuota},
		// Apps Script's daily quota exceptions (developers.google.com/
		// apps-script/quotas: "Quotas are per user and reset 24 hours
		// after the first request"): "Service invoked too many times for
		// one day: email." and "Service using too much computer time for
		// one day", ahead of the "too many" guess (set 1303).
		{text: "for one day", kind: kindQuota},
		// A cap the account owner set on what the account may use, reached:
		// Backblaze B2's 403 storage_cap_exceeded "Cannot upload files,
		// storage cap exceeded.", transaction_cap_exceeded "Transaction cap
		// exceeded." and download_cap_exceeded "... (Class B) cap
		// exceeded." (b2 apidocs; raised in Caps & Alerts). Not the key's
		// authority and not a rate: raise the cap, then replan (set 140).
		{text: "cap exceeded", kind: kindQuota},
		{text: "cap_exceeded", kind: kindQuota},
		// A credit limit the account owner set on one API key, reached:
		// OpenRouter's 403 "Key limit exceeded (total limit). Manage it
		// using https://openrouter.ai/settings/keys" (also "(daily
		// limit)", "(weekly limit)", "(monthly limit)", and the older
		// "Key limit exceeded. Manage it using https://openrouter.ai/keys").
		// The key's spend cap, not its authority: raise the cap or use
		// another key, then replan; quotaVerdict still reads a per-minute
		// window as one (held-out set 1193).
		{text: "key limit exceeded", kind: kindQuota},
		// A store with no room left for the account's data, under whatever
		// status the service gives it: Dropbox's 409 insufficient_space on
		// upload, copy and move ("The user doesn't have enough available
		// space (bytes) to write more data"), as HTTP 507 and ENOSPC. No
		// wait frees the room: free space or raise the plan (set 195).
		{text: "insufficient_space", kind: premise, reason: "the account's storage has no room for the data: free space or raise the plan"},
		{text: "insufficient space", kind: premise, reason: "the account's storage has no room for the data: free space or raise the plan"},
		{text: "enough available space", kind: premise, reason: "the account's storage has no room for the data: free space or raise the plan"},
		// A package or code host's cap on a project's stored total, said
		// without a status (set 1418): PyPI's "Project size too large.
		// Limit for project 'x' total size is 10 GB." (forklift/legacy.py,
		// the project's sum, not the file's size), GitLab's repository size
		// limit ("Your push to this repository would cause it to exceed the
		// size limit of 10 GiB so it has been rejected.", "... because it
		// would exceed storage limits."). The upload is fine; the project is
		// full: free space or ask for a higher limit, premise. A single
		// file or request too large keeps invalid (argumentWords).
		{text: "project size too large", kind: premise, reason: "the project's total size reached its limit: free space or ask for more"},
		{text: "would cause it to exceed the size limit", kind: premise, reason: "the repository would pass its size limit: free space or ask for more"},
		{text: "would exceed storage limits", kind: premise, reason: "the repository's storage limit is reached: free space or ask for more"},
	}
	rateWords = []pattern{
		{text: "rate limit", kind: transient, reason: "rate limited"},
		// "ratelimit" and "rate-limit" also name things: a branch
		// "feature/login-rate-limit", a module ".../ratelimit" quoted in
		// a git or GitHub error say nothing of the call's rate (set 478).
		{text: "ratelimit", kind: transient, name: true, reason: "rate limited"},
		{text: "rate_limit", kind: transient, reason: "rate limited"},
		{text: "rate-limit", kind: transient, name: true, reason: "rate limited"},
		{text: "too many requests", kind: transient, reason: "too many requests"},
		// Alpha Vantage's older throttle text, raised by the alpha_vantage
		// library as a ValueError: "Thank you for using Alpha Vantage!
		// Please visit https://www.alphavantage.co/premium/ if you would
		// like to have a higher API call volume." (RomelTorres/alpha_vantage
		// issue 80; set 1664), the sibling of its "higher API call
		// frequency" Note.
		{text: "higher api call volume", kind: transient, reason: "the key's call volume is exceeded: wait and retry"},
		// A ban for repeated breaches of a request-rate limit, under a 403
		// (LibreTranslate's flood guard, app.py access_check: "Too many
		// request limits violations"; flood.py forgive_banned lowers the
		// count every cycle, so the ban lapses; set 1607): a wait, like the
		// "rate limit violations" the pattern above reads. A lockout for
		// failed sign-ins keeps its own reading (attemptLockoutWords).
		{text: "request limits violation", kind: transient, reason: "banned for repeated request-rate limit violations: the ban lapses with time"},
		{text: "request limit violation", kind: transient, reason: "banned for repeated request-rate limit violations: the ban lapses with time"},
		// urllib3's Retry, out of its status retries, raises ResponseError
		// "too many {status} error responses" (requests' RetryError, "Max
		// retries exceeded ... (Caused by ResponseError('too many 503 error
		// responses'))"; urllib3 1.26 and 2.x util/retry.py, set 1567): the
		// server kept answering a status the caller marked retryable (a
		// 429 or a 5xx unavailability), and the client's small budget ran
		// out first; a longer wait is the remedy, not a quota. Its "too
		// many redirects" (a loop) is not read so.
		{text: "too many 429 error responses", kind: transient, reason: "urllib3 Retry: the server kept answering 429 past the client's retry budget: wait longer"},
		{text: "too many 500 error responses", kind: transient, reason: "urllib3 Retry: the server kept answering 500 past the client's retry budget: wait longer"},
		{text: "too many 502 error responses", kind: transient, reason: "urllib3 Retry: the gateway kept answering 502 past the client's retry budget: wait longer"},
		{text: "too many 503 error responses", kind: transient, reason: "urllib3 Retry: the server kept answering 503 past the client's retry budget: wait longer"},
		{text: "too many 504 error responses", kind: transient, reason: "urllib3 Retry: the gateway kept answering 504 past the client's retry budget: wait longer"},
		{text: "too many error responses", kind: transient, reason: "urllib3 Retry: the server kept answering a retryable error status past the client's retry budget: wait longer"},
		// Apps Script's short-window limit, "Service invoked too many
		// times in a short time: spreadsheets. Try Utilities.sleep(1000)
		// between calls.": a rate, not the daily quota it resembles (set 1303).
		{text: "too many times in a short time", kind: transient, reason: "too many calls in a short time"},
		// A request frequency said exceeded (Rozetta T-4OO 40103
		// "Exceeded request frequency limit.", set 1323): a rate.
		{text: "request frequency limit", kind: transient, reason: "request frequency limit exceeded"},
		// The Alibaba gateways' per-API second window (Lazada Open
		// Platform ApiCallLimit "Api access frequency exceeds the limit.
		// this ban will last 1 seconds.", create-update-product Q&A Q10;
		// set 1720): a call frequency said over its limit is a pace.
		{text: "access frequency exceeds the limit", kind: transient, reason: "the API's call frequency limit (a short ban): wait and retry"},
		{text: "call frequency exceeds the limit", kind: transient, reason: "the API's call frequency limit (a short ban): wait and retry"},
		{text: "too many concurrent", kind: transient, reason: "too many concurrent requests"},
		// The same with "simultaneous" (DocRaptor's 403 for too many
		// simultaneous document generation requests): others finish, the
		// call goes through (set 721).
		{text: "too many simultaneous", kind: transient, reason: "too many simultaneous requests"},
		// An hourly call window (DocuSign's HOURLY_APIINVOCATION_LIMIT_EXCEEDED
		// "Hourly limit is 3000", sent with 400): it resets within the hour
		// (set 721).
		{text: "hourly limit", kind: transient, reason: "hourly call limit: the window resets within the hour"},
		{text: "hourly api", kind: transient, reason: "hourly call limit: the window resets within the hour"},
		{text: "hourly request limit", kind: transient, reason: "hourly call limit: the window resets within the hour"},
		// Mashery's per-second throttle, which every API behind that gateway
		// (TomTom, Sportradar, OpenCalais, Air France-KLM) answers with 403
		// "<h1>Developer Over Qps</h1>" and the X-Error-Detail-Header
		// "Account Over Queries Per Second Limit": the second passes, so a
		// wait, not the 403's missing authority (held-out set 789). The daily
		// "Developer Over Rate" is not this.
		{text: "over qps", kind: transient, reason: "queries-per-second limit: the second passes"},
		// Set 1553: a per-second or per-minute query limit said reached
		// (TikTok API for Business 40100 "App reaches the QPS limit.", sent
		// in an HTTP 200 envelope): the window passes. A per-day limit
		// (QPD) is not read here.
		{text: "reaches the qps limit", kind: transient, reason: "queries-per-second limit: the second passes"},
		{text: "reached the qps limit", kind: transient, reason: "queries-per-second limit: the second passes"},
		{text: "exceeds the qps limit", kind: transient, reason: "queries-per-second limit: the second passes"},
		{text: "exceeded the qps limit", kind: transient, reason: "queries-per-second limit: the second passes"},
		{text: "qps limit exceeded", kind: transient, reason: "queries-per-second limit: the second passes"},
		{text: "qps limit reached", kind: transient, reason: "queries-per-second limit: the second passes"},
		{text: "reaches the qpm limit", kind: transient, reason: "queries-per-minute limit: the minute passes"},
		{text: "reached the qpm limit", kind: transient, reason: "queries-per-minute limit: the minute passes"},
		{text: "qpm limit exceeded", kind: transient, reason: "queries-per-minute limit: the minute passes"},
		{text: "over queries per second", kind: transient, reason: "queries-per-second limit: the second passes"},
		{text: "throttl", kind: transient, reason: "throttled"},
		{text: "slow down", kind: transient, reason: "asked to slow down"},
		{text: "reduce your request rate", kind: transient, reason: "asked to slow down"},
		{text: "request rate", kind: transient, reason: "request rate exceeded"},
		// KMS's ThrottlingException sentence without its code ("You have
		// exceeded the rate at which you may call KMS. Reduce the frequency
		// of your calls.", as the AWS SDK for Java 2.x prints it): a call
		// rate, asked to slow down (set 443).
		{text: "exceeded the rate at which", kind: transient, reason: "call rate exceeded: asked to slow down"},
		{text: "reduce the frequency of your calls", kind: transient, reason: "asked to call less often"},
		// A call count over its window, said of calls rather than requests
		// (Meta Marketing API 80004 "There have been too many calls to this
		// ad-account. Wait a bit and try again.", Microsoft Advertising 117
		// CallRateExceeded "You have exceeded the number of calls that you
		// are allowed to make in a minute"), whatever the 400 or fault
		// headline around it; a daily count stays premise (quotaWords
		// first) (set 720).
		{text: "too many calls", kind: transient, reason: "too many calls in the window: wait and retry"},
		// Bybit's rate limit, retCode 10006 "Too many visits" (V5 docs:
		// "Too many visits. Refer to the API rate limit."), sent inside an
		// HTTP 200 envelope (set 1576): a call count over its window.
		{text: "too many visits", kind: transient, reason: "too many calls in the window (Bybit 10006): wait and retry"},
		// Kraken's "EGeneral:Temporary lockout", the counter of failed
		// calls (invalid nonces, keys, signatures) over its limit, which
		// its support pages say lasts about 15 minutes (set 1576): a
		// lockout named temporary lifts with time.
		{text: "temporary lockout", kind: transient, reason: "a temporary lockout after too many failed calls: it lifts with time"},
		// Meta's 368 "It looks like you were misusing this feature by
		// going too fast. You've been temporarily blocked from using it."
		// under a 400: Graph's error-handling guide says "Temporarily
		// blocked for policies violations: Wait and retry the operation"
		// (set 1330): the pace, not the arguments or authority.
		{text: "by going too fast", kind: transient, reason: "temporarily blocked for going too fast: wait and retry"},
		{text: "exceeded the number of calls", kind: transient, reason: "call count over its window: wait and retry"},
		// A cap on API requests or calls said reached, with no period
		// longer than the window named (Zoom's v1 API under 403: "Sorry,
		// the maximum number of api requests are already reached. Please
		// try later.", zoom/api-v1#19, its 10 requests a second; set
		// 1514): a count of calls is a rate, not a count the account
		// holds (roomwords.go capReached leaves it). A daily count stays
		// premise (quotaWords first).
		{text: "maximum number of api requests", kind: transient, reason: "a cap on API requests over a window: wait and retry"},
		{text: "maximum number of api calls", kind: transient, reason: "a cap on API calls over a window: wait and retry"},
		// Dropbox's too_many_write_operations as its Go SDK hands it on,
		// the error_summary alone ("too_many_write_operations/.."), or in
		// its docs' words; under a 409 lockWords reads it (set 195).
		{text: "too_many_write_operations", kind: transient, reason: "too many writes in the same namespace at once: try again shortly"},
		{text: "too many write operations", kind: transient, reason: "too many writes in the same namespace at once: try again shortly"},
	}
	deniedWords = []pattern{
		// An account the provider has not credentialed for the product
		// (Checkr Embeds "This account has not been approved for use": the
		// account is not credentialed to send invitations; set 1750): a
		// right it lacks until the provider grants it.
		{text: "account has not been approved for use", kind: denied, reason: "the account is not credentialed for this product: hand back"},
		{text: "permission denied", kind: denied, reason: "permission denied"},
		// The person the data is about has not yet consented to share it
		// (Plaid Income's 400 VERIFICATION_STATUS_PENDING_APPROVAL "The
		// user has not yet authorized the sharing of this data", set
		// 1732): nothing in the call is wrong, the agent has no authority
		// to read the data until that person grants it; hand back. "Payer
		// has not yet approved the Order" (an approval step of the
		// object, not a grant to the caller) keeps its premise.
		{text: "has not yet authorized the sharing", kind: denied, reason: "the person the data is about has not yet consented to share it"},
		{text: "has not yet authorised the sharing", kind: denied, reason: "the person the data is about has not yet consented to share it"},
		// Not a recipient's opt-in to receive messages ("has not yet
		// consented to receive marketing messages"), which the opt-out
		// rulings read as the recipient's state (the review after set 1737).
		{text: "has not yet consented", unless: " to receive", kind: denied, reason: "the person the data is about has not yet consented to share it"},
		// A permission named as what the act requires (Google APIs'
		// google.rpc.ResourceInfo description 'The "appengine.applications.create"
		// permission is required.' under gcloud's "[403] Operation not
		// allowed"; set 1582): the caller's grant, not an argument the
		// call left out, ahead of the "is required" of a missing field.
		{text: "permission is required", kind: denied, reason: "the caller lacks the permission the act requires"},
		{text: "permissions are required", kind: denied, reason: "the caller lacks the permissions the act requires"},
		// A method that needs credentials, called without any (tavily-python's
		// KeylessUnsupportedEndpointError "`crawl` is not available in
		// keyless mode. Only `search` and `extract` can be called without
		// an API key."; set 1454): supply a key, an authority the call
		// lacks, not a feature missing from the service.
		{text: "not available in keyless mode", kind: denied, reason: "the method needs an API key and the call had none"},
		{text: "not available without an api key", kind: denied, reason: "the method needs an API key and the call had none"},
		{text: "requires an api key", kind: denied, reason: "the method needs an API key and the call had none"},
		// A key whose type bounds who may be sent to, or a service still
		// in trial mode (GOV.UK Notify's 400 BadRequestError "Can't send
		// to this recipient using a team-only API key", "Can't send
		// letters with a team API key", "Can't send to this recipient when
		// service is in trial mode"; set 1665): the key's or the
		// service's authority, lifted by a live key or going live, not
		// by any argument.
		{text: "using a team-only api key", kind: denied, reason: "the team-only key may send only to the team and guest list: a live key is needed"},
		{text: "with a team api key", kind: denied, reason: "a team key may not do this: a live key is needed"},
		{text: "when service is in trial mode", kind: denied, reason: "the service is in trial mode: only going live lifts the bound"},
		// A feature the team's zero-data-retention setting bars (Firecrawl's
		// 400 "Your team has zero data retention enabled. This is not
		// supported on extract. Please contact support@firecrawl.com to
		// unblock this feature.", "Zero data retention is enabled for this
		// team."; set 1454): nothing in the call is wrong, an account policy
		// the agent cannot lift refuses it.
		{text: "zero data retention enabled", kind: denied, reason: "the team's zero-data-retention policy bars this feature: an account policy, not the call"},
		{text: "zero data retention is enabled", kind: denied, reason: "the team's zero-data-retention policy bars this feature: an account policy, not the call"},
		// An operation the account's contract or plan does not grant
		// (iDenfy PARTNER_CONTRACT_ERROR "Your account contract does not
		// permit this operation." under its 400; set 1355): entitlement.
		{text: "contract does not permit", kind: denied, reason: "the account's contract does not grant this operation: an authority the caller lacks"},
		// iDenfy's other wording of the same code, "A partner can not do a
		// requested action because of the signed contract." (set 1688).
		{text: "because of the signed contract", kind: denied, reason: "the account's contract does not grant this operation: an authority the caller lacks"},
		// The gh CLI's rendering of GitHub's GraphQL repository NOT_FOUND
		// (httppreset.go githubRepoHidden).
		{text: "could not resolve to a repository with the name", kind: denied, reason: githubRepoHiddenReason},
		// "No permission to <verb> <object>" (TikTok API for Business 40001
		// "No permission to operate advertiser ...", under HTTP 200): the
		// token is not authorised for the object (set 720).
		{text: "no permission to", kind: denied, reason: "no permission for this object or action"},
		// Registrar and DNS APIs refusing a caller that is known but not
		// granted the object or the call (set 1657): OVHcloud's
		// NotGrantedCall "This call has not been granted" (the consumer
		// key's access rules), Namecheap 2016166 "Domain is not associated
		// with your account" (a domain another account holds), GoDaddy's
		// ACCESS_DENIED "Authenticated user is not allowed access" (also
		// bare as a module prints it), Namecheap 1017101 "Parameter ApiUser
		// is disabled or locked". Porkbun's "Domain is not opted in to API
		// access." (a per-domain switch only the owner turns on in the
		// dashboard) is the owner's grant of API authority over the domain:
		// denied (the lead after set 1657, labels 2 to 0, sets 756 and 1657).
		{text: "call has not been granted", kind: denied, reason: "the credential's access rules do not grant this call"},
		{text: "not associated with your account", kind: denied, reason: "the object belongs to another account: this caller has no authority over it"},
		{text: "user is not allowed access", kind: denied, reason: "the authenticated user is not allowed access"},
		{text: "apiuser is disabled or locked", kind: denied, reason: "the API user is disabled or locked: the owner must restore it"},
		{text: "not opted in to api access", kind: denied, reason: "the domain's owner has not opted it in to API access: only the owner grants it"},
		// A web application firewall or the platform's security system
		// refusing the request (Shopify's 430 "rejected due to a security
		// policy violation", ModSecurity's 406 page "This error was
		// generated by Mod_Security"): a policy the agent cannot change
		// (set 393).
		// Meta's enforcement blocks on the account's publishing, whatever
		// the Graph code (Facebook 368 "Temporarily blocked for policies
		// violations": "You recently posted something that violates
		// Facebook policies, so you're temporarily blocked from using this
		// feature.", "... because you shared something that isn't allowed
		// on Facebook."; Instagram code 4 subcode 2207051 "We restrict
		// certain activity to protect our community."; set 1531): a policy
		// refusal of the act, lifted on Meta's timeline, not a rate window
		// and not the request's form: hand back.
		{text: "violates facebook policies", kind: denied, reason: "Meta blocks the account's action for a policy violation (Graph 368): hand back"},
		{text: "because you shared something that isn't allowed", kind: denied, reason: "Meta blocks the account's action for a policy violation (Graph 368): hand back"},
		// Graph 368 in its own short words, "(#368) Temporarily blocked
		// for policies violations", is the block Meta's error table
		// answers with "Wait and retry the operation": it lifts by itself,
		// transient (set 1628; set 851 labels it premise, tolerated). Its
		// other text, "The action attempted has been deemed abusive or is
		// otherwise disallowed", names no wait: a refusal of the act,
		// denied as the longer wordings above (set 799).
		{text: "temporarily blocked for policies violations", kind: transient, reason: "Meta's temporary block for a policy violation (Graph 368), which its error table answers with wait and retry"},
		{text: "deemed abusive", kind: denied, reason: "the platform judged the action abusive and refuses it: hand back"},
		{text: "restrict certain activity to protect our community", kind: denied, reason: "Instagram refuses the action as suspected spam (2207051): hand back"},
		{text: "security policy violation", kind: denied, reason: "the platform's security system refused the request: a policy the agent cannot change"},
		{text: "generated by mod_security", kind: denied, reason: "a web application firewall (ModSecurity) refused the request"},
		// An edit of a range or sheet the owner protected (Google Sheets'
		// 400 "You are trying to edit a protected cell or object. Please
		// contact the spreadsheet owner to remove protection", Excel's
		// "on a protected sheet"): the owner's protection, authority the
		// agent lacks, under whatever status (set 394).
		{text: "edit a protected cell", kind: denied, reason: "the range is protected by its owner: ask the owner to lift the protection"},
		{text: "on a protected sheet", kind: denied, reason: "the sheet is protected by its owner: ask the owner to lift the protection"},
		{text: "security rejection", kind: denied, reason: "the platform's security system refused the request: a policy the agent cannot change"},
		{text: "request might be malicious", kind: denied, reason: "the platform's security system refused the request as possibly malicious"},
		{text: "not accessible by", kind: denied, reason: "not accessible by this token or integration"},
		{text: "unable to locate credentials", kind: denied, reason: "no credentials found"},
		// GitHub Actions hands a job ACTIONS_ID_TOKEN_REQUEST_URL/_TOKEN only
		// with "permissions: id-token: write": @actions/core getIDToken
		// "Unable to get ACTIONS_ID_TOKEN_REQUEST_URL env variable",
		// google-github-actions/auth "did not inject
		// $ACTIONS_ID_TOKEN_REQUEST_TOKEN", azure/login "give write
		// permissions to id-token" (set 179): the job lacks the grant.
		{text: "actions_id_token_request_", kind: denied, reason: "the CI job was not granted an OIDC token (permissions: id-token: write)"},
		{text: "permissions to id-token", kind: denied, reason: "the CI job was not granted an OIDC token (permissions: id-token: write)"},
		{text: "asked for the client to provide credentials", kind: denied, reason: "credentials required"},
		// A client library that refuses to send a request because no
		// credential is configured: printify-sdk-js "accessToken is
		// required", Printful's php-api-sdk "Either OAuth token or store
		// key must be set to make this request." (set 1718). What is
		// missing is the agent's authority, not an argument it can make
		// up; an idempotency or object key "is required" stays invalid.
		{text: "accesstoken is required", kind: denied, reason: "no credential is configured (access token required)"},
		{text: "access token is required", kind: denied, reason: "no credential is configured (access token required)"},
		{text: "access_token is required", kind: denied, reason: "no credential is configured (access token required)"},
		{text: "api key is required", kind: denied, reason: "no credential is configured (API key required)"},
		{text: "apikey is required", kind: denied, reason: "no credential is configured (API key required)"},
		{text: "api_key is required", kind: denied, reason: "no credential is configured (API key required)"},
		{text: "oauth token or store key must be set", kind: denied, reason: "no credential is configured (OAuth token or store key)"},
		{text: "only authorized for use with", kind: denied, reason: "the credential is restricted to another product"},
		{text: "user rejected", kind: denied, reason: "the user declined"},
		{text: "username and password not accepted", kind: denied, reason: "SMTP 535: bad credentials"},
		{text: "token_invalid", kind: denied, reason: "invalid token"},
		{text: "access denied", kind: denied, reason: "access denied"},
		// Gemini API's refusal of a whole project ("Your project has been
		// denied access. Please contact support.", under 403 or as a Live
		// API WebSocket close 1008 reason; set 1249).
		{text: "has been denied access", kind: denied, reason: "access denied"},
		{text: "access is denied", kind: denied, reason: "access denied"},
		{text: "accessdenied", kind: denied, reason: "access denied"},
		{text: "access_denied", kind: denied, reason: "access denied"},
		// The denial said of the resource, with the noun between: the OCI
		// distribution spec's DENIED "requested access to the resource is
		// denied" as podman, skopeo and docker push print it, Tomcat's and
		// IIS's "Access to the requested resource has been denied" (set 745).
		{text: "access to the resource is denied", kind: denied, reason: "access denied"},
		{text: "access to this resource is denied", kind: denied, reason: "access denied"},
		{text: "access to the requested resource is denied", kind: denied, reason: "access denied"},
		{text: "access to the requested resource has been denied", kind: denied, reason: "access denied"},
		{text: "access to this resource has been denied", kind: denied, reason: "access denied"},
		// The denial in the past tense, with or without the resource after
		// it: Gandi LiveDNS's 403 "Access was denied to this resource.",
		// as certbot-plugin-gandi prints it behind "Unable to find or
		// delete the DNS TXT record: " (set 1598).
		{text: "access was denied", kind: denied, reason: "access denied"},
		// A name the service does not allow (set 1751: the 1oT Terminal
		// API's E220 "Cannot assign the SIM to the specified group because
		// the name is forbidden."): a value of the call, not the caller's
		// rights; pick another name.
		{text: "the name is forbidden", kind: invalid, reason: "the name given is one the service does not allow: choose another"},
		{text: "name is forbidden", kind: invalid, reason: "the name given is one the service does not allow: choose another"},
		// An administrator's lock on the object's status (set 1751: 1oT
		// E202 "SIM status is locked by an administrator."): no argument
		// or wait lifts it; hand back to someone who may.
		{text: "status is locked by an administrator", kind: denied, reason: "an administrator has locked the object's status: hand back"},
		{text: "status is locked by the administrator", kind: denied, reason: "an administrator has locked the object's status: hand back"},
		{text: "forbidden", kind: denied, reason: "forbidden"},
		{text: "unauthorized", kind: denied, reason: "unauthorized"},
		{text: "unauthorised", kind: denied, reason: "unauthorized"},
		// A whole word only: Salesforce's "The UnauthenticatedSurveyParticipation
		// API isn’t enabled in your Salesforce org" names a setting, not a
		// caller refused (held-out set 1320).
		{text: "unauthenticated", kind: denied, word: true, reason: "unauthenticated"},
		{text: "not authenticated", kind: denied, reason: "unauthenticated"},
		{text: "not authorized", kind: denied, reason: "not authorized"},
		{text: "not authorised", kind: denied, reason: "not authorized"},
		// A value's rule in the same words (Joi any.empty '"value" is
		// not allowed to be empty', Rails "can't be blank"'s kin): the
		// argument, not the caller's authority.
		{text: "not allowed to be empty", kind: invalid, reason: "a value may not be empty: fix the argument"},
		{text: "not allowed to be blank", kind: invalid, reason: "a value may not be blank: fix the argument"},
		{text: "not allowed to be null", kind: invalid, reason: "a value may not be null: fix the argument"},
		{text: "not allowed to", kind: denied, reason: "not allowed"},
		{text: "operation not permitted", kind: denied, reason: "not permitted"},
		{text: "insufficient privilege", kind: denied, reason: "insufficient privileges"},
		{text: "insufficient permission", kind: denied, reason: "insufficient permissions"},
		// The same lack said as a negated "have sufficient" (Zoho CRM's 400
		// AUTHORIZATION_FAILED "User does not have sufficient privilege to
		// update records", set 1689): the user's role, not the argument.
		// Only "privilege": "does not have sufficient permissions for this
		// file" inside a 2xx list's error object keeps set 446's unknown.
		{text: "not have sufficient privilege", kind: denied, reason: "insufficient privileges"},
		// The subject "lacks" the permission (DocuSign's ACCOUNT_LACKS_PERMISSIONS
		// and USER_LACKS_PERMISSIONS "This Account lacks sufficient
		// permissions.", sent with 400): no argument grants it (set 721).
		{text: "lacks sufficient permission", kind: denied, reason: "lacks permission"},
		{text: "lack sufficient permission", kind: denied, reason: "lacks permission"},
		{text: "lacks the necessary permission", kind: denied, reason: "lacks permission"},
		{text: "lacks the required permission", kind: denied, reason: "lacks permission"},
		{text: "insufficient scope", kind: denied, reason: "insufficient scope"},
		// Set 1553: a token said to lack or carry the wrong scope for the
		// endpoint (TikTok API for Business 40001 "Permission error: The
		// access token lacks the required scope for endpoint.", Microsoft
		// Advertising OAuthTokenInvalid "Authenticaton token contains
		// invalid scope; expected=ads.manage or msads.manage"): a grant the
		// user must widen, not a request field ("required", "invalid").
		{text: "lacks the required scope", kind: denied, reason: "the token lacks the scope the endpoint needs: re-consent for it"},
		{text: "lack the required scope", kind: denied, reason: "the token lacks the scope the endpoint needs: re-consent for it"},
		{text: "lacks the necessary scope", kind: denied, reason: "the token lacks the scope the endpoint needs: re-consent for it"},
		{text: "lacks required scope", kind: denied, reason: "the token lacks the scope the endpoint needs: re-consent for it"},
		{text: "missing the required scope", kind: denied, reason: "the token lacks the scope the endpoint needs: re-consent for it"},
		{text: "does not have the required scope", kind: denied, reason: "the token lacks the scope the endpoint needs: re-consent for it"},
		{text: "doesn't have the required scope", kind: denied, reason: "the token lacks the scope the endpoint needs: re-consent for it"},
		{text: "token contains invalid scope", kind: denied, reason: "the token carries the wrong scope for the service: re-consent for the scope it expects"},
		{text: "token contains an invalid scope", kind: denied, reason: "the token carries the wrong scope for the service: re-consent for the scope it expects"},
		{text: "token has invalid scope", kind: denied, reason: "the token carries the wrong scope for the service: re-consent for the scope it expects"},
		// Set 387: a right the caller lacks, in "rights" words (Telegram
		// "Bad Request: not enough rights to send text messages to the
		// chat", under a 400).
		{text: "not enough rights", kind: denied, reason: "the caller lacks the rights the call needs"},
		{text: "not enough permissions", kind: denied, reason: "the caller lacks the permissions the call needs"},
		{text: "insufficient rights", kind: denied, reason: "the caller lacks the rights the call needs"},
		{text: "insufficient access rights", kind: denied, reason: "the caller lacks the rights the call needs"},
		{text: "not have enough permission", kind: denied, reason: "the caller lacks the permissions the call needs"},
		{text: "not have enough rights", kind: denied, reason: "the caller lacks the rights the call needs"},
		// ADP's "Invalid / Missing Role code" in a confirmMessage's
		// processMessages under a 400: the requesting actor has no role
		// enabled for the feature (developers.adp.com API common
		// exceptions: "assign the proper actor permission for the HTTP
		// requestor"; set 1695). A payload's role field that is required
		// ("Role code is required") keeps its reading.
		{text: "missing role code", kind: denied, reason: "the requesting actor has no role code enabled for this feature (ADP): an administrator must grant it"},
		// A privilege or permission the caller's role lacks, in database
		// engines' words (set 388): ClickHouse 497 ACCESS_DENIED "Not
		// enough privileges", Cassandra and ScyllaDB Unauthorized "User x
		// has no MODIFY permission on <table ks.t>", SQL Server 229 "The
		// SELECT permission was denied on the object", Redis NOPERM "has no
		// permissions to run", Db2 SQL0551N "does not have the required
		// authorization or privilege".
		// Dataverse's privilege and access checks as its SDK and Web API
		// word them (set 1309; learn.microsoft.com Dataverse client
		// errors: "Principal user is missing privilege on OTC for entity",
		// "Principal with ID <guid> does not have CreateAccess right(s)
		// for record", "CrmCheckPrivilege failed. Returned hr =
		// -2147220839"): the user's roles lack the grant, whatever the
		// "missing" in the words says. NetSuite's "Permission Violation:
		// The restrictions on your role deny you access to this record."
		// and "The subsidiary restrictions on your role prevent you from
		// seeing this record." are the role's restrictions, as a
		// permission denied is.
		{text: "missing prv", kind: denied, reason: "the user's security roles lack the privilege (Dataverse)"},
		{text: "privilege on otc", kind: denied, reason: "the user's security roles lack the privilege (Dataverse)"},
		{text: "access right(s)", kind: denied, reason: "the principal lacks the access right on the record (Dataverse access check)"},
		{text: "crmcheckprivilege failed", kind: denied, reason: "the privilege check failed (Dataverse)"},
		{text: "permission violation:", kind: denied, reason: "the role's restrictions refuse the record"},
		{text: "restrictions on your role", kind: denied, reason: "the role's restrictions refuse the record"},
		{text: "not enough privilege", kind: denied, reason: "insufficient privileges"},
		{text: "permission was denied", kind: denied, reason: "permission denied"},
		{text: "permissions to run", kind: denied, reason: "lacks permission"},
		{text: "required authorization or privilege", kind: denied, reason: "insufficient privileges"},
		{text: " permission on <", kind: denied, reason: "the role lacks the permission on the resource"},
		{text: "have permission", kind: denied, reason: "lacks permission"},
		// ClickHouse's READONLY (164) for a user whose settings profile
		// holds readonly=1 or 2: "u: Cannot execute query in readonly
		// mode", "Cannot modify 'max_threads' setting in readonly mode".
		// The readonly setting "restricts permissions for read data,
		// write data, and change settings queries" (its docs): a right the
		// profile withholds, not the replica's state (set 1197).
		// The same READONLY for an HTTP GET, which ClickHouse runs as
		// readonly=1 whatever the user's profile: "Cannot execute query in
		// readonly mode. For queries over HTTP, method GET implies
		// readonly. You should use method POST for modifying queries." The
		// call's method is wrong, not the user's rights (set 1412).
		{text: "method get implies readonly", kind: invalid, reason: "an HTTP GET runs read-only (ClickHouse READONLY 164): send a modifying query with POST"},
		{text: "cannot execute query in readonly mode", kind: denied, reason: "the user's profile is readonly (ClickHouse READONLY 164): it may not run this query"},
		{text: "setting in readonly mode", kind: denied, reason: "the user's profile is readonly (ClickHouse READONLY 164): it may not change settings"},
		// A permission named as what the action needs (set 674): Azure
		// DevOps TF401027 "You need the Git 'GenericContribute' permission
		// to perform this action.", VK API error 7 "Permission to perform
		// this action is denied", Grafana "You'll need additional
		// permissions to perform this action."
		{text: "permission to perform this action", kind: denied, reason: "the caller lacks the permission the action needs"},
		{text: "permissions to perform this action", kind: denied, reason: "the caller lacks the permissions the action needs"},
		// A not-found whose text names the grant that would show the
		// object: Notion's object_not_found as its clients print it ("Could
		// not find database with ID: x. Make sure the relevant pages and
		// databases are shared with your integration."; status codes:
		// "can also indicate that the resource has not been shared with
		// owner of the bearer token"). Ahead of missingWords, so a tool's
		// text and a CLI's line read as the 404 does (httppreset.go; set 610).
		{text: "shared with your integration", kind: denied, reason: "the object is hidden until it is shared with this integration: share it, or hand back"},
		{text: "shared with the integration", kind: denied, reason: "the object is hidden until it is shared with this integration: share it, or hand back"},
		// A missing role or right reads like an argument's constraint
		// ("must have admin rights", "must be an administrator"), but no
		// argument the model controls can meet it (GitHub's REST API
		// words its 403s this way).
		{text: "admin rights", kind: denied, reason: "lacks a role"},
		{text: "administrator rights", kind: denied, reason: "lacks a role"},
		{text: "insufficient rights", kind: denied, reason: "lacks a right"},
		{text: "access rights", kind: denied, reason: "lacks a right"},
		{text: "admin privileges", kind: denied, reason: "lacks a role"},
		{text: "administrator privileges", kind: denied, reason: "lacks a role"},
		{text: "must be an admin", kind: denied, reason: "lacks a role"},
		// Set 1553: the role named as what the user "is not" or must "be"
		// on the object (Meta Marketing API #273 "This Ads API call requires
		// the user to be admin of the ad account. User is not admin on ad
		// account").
		{text: "to be admin of", kind: denied, reason: "lacks a role"},
		{text: "to be an admin of", kind: denied, reason: "lacks a role"},
		{text: "to be admin on", kind: denied, reason: "lacks a role"},
		{text: "is not admin on", kind: denied, reason: "lacks a role"},
		{text: "is not admin of", kind: denied, reason: "lacks a role"},
		{text: "is not an admin of", kind: denied, reason: "lacks a role"},
		{text: "is not an admin on", kind: denied, reason: "lacks a role"},
		// A console command only an administrator may run, worded as a
		// need (PgBouncer admin.c "admin access needed" to a stats_users
		// member, read bare where psql or lib/pq print it without the
		// SQLSTATE; set 1479).
		{text: "admin access needed", kind: denied, reason: "lacks a role"},
		{text: "admin access required", kind: denied, reason: "lacks a role"},
		{text: "must be an owner", kind: denied, reason: "lacks a role"},
		// A value that must be one of a list is a validation, not a
		// membership the caller lacks (OpenAPI and JSON-schema validators:
		// "value must be a member of the enum").
		{text: "must be a member of the enum", kind: invalid, reason: "the value is not one of the allowed values"},
		{text: "must be a member of enum", kind: invalid, reason: "the value is not one of the allowed values"},
		{text: "must be a member", kind: denied, reason: "lacks a role"},
		{text: "must be the owner", kind: denied, reason: "lacks a role"},
		{text: "push access", kind: denied, reason: "lacks write access"},
		{text: "write access to", kind: denied, reason: "lacks write access"},
		// An access level named by its role, as Google Calendar's
		// requiredAccessLevel words it ("You need to have writer access to
		// this calendar.", "... owner access ...", "... reader access ...";
		// developers.google.com/workspace/calendar/api/guides/errors), bare
		// behind an Apps Script GoogleJsonResponseException or an SDK's
		// wrapper (held-out set 1514): the ACL the caller holds, denied.
		{text: "writer access to", kind: denied, reason: "lacks the writer access level"},
		{text: "owner access to", kind: denied, reason: "lacks the owner access level"},
		{text: "reader access to", kind: denied, reason: "lacks the reader access level"},
		{text: "editor access to", kind: denied, reason: "lacks the editor access level"},
		{text: "owners can", kind: denied, reason: "only owners may"},
		{text: "admins can", kind: denied, reason: "only admins may"},
		{text: "administrators can", kind: denied, reason: "only administrators may"},
		{text: "has permission", kind: denied, reason: "lacks permission"},
		{text: "lacks permission", kind: denied, reason: "lacks permission"},
		{text: "missing permission", kind: denied, reason: "lacks permission"},
		{text: "do not have access", kind: denied, reason: "no access"},
		{text: "does not have access", kind: denied, reason: "no access"},
		{text: "don't have access", kind: denied, reason: "no access"},
		{text: "invalid api key", kind: denied, reason: "bad API key"},
		// Zillow's key by its own name, the Zillow Web Services ID (code 2
		// "The specified ZWSID parameter was invalid or not specified in
		// the request", under a 200; set 1752): a credential, not an
		// argument to repair, ahead of the "invalid" guess.
		{text: "zwsid parameter was invalid", kind: denied, reason: "the Zillow Web Services ID (the API key) is missing or wrong"},
		{text: "invalid zwsid", kind: denied, reason: "the Zillow Web Services ID (the API key) is missing or wrong"},
		// A form's prompt for a value, when the value is the credential
		// ("Please enter a valid API key"): read before the prompt's
		// invalid reading below (set 1525).
		{text: "enter a valid api key", kind: denied, reason: "bad API key"},
		{text: "enter an api key", kind: denied, reason: "bad API key"},
		{text: "enter a valid access token", kind: denied, reason: "bad token"},
		{text: "enter a valid token", kind: denied, reason: "bad token"},
		{text: "enter a valid password", kind: denied, reason: "bad password"},
		{text: "api key not found", kind: denied, reason: "bad API key"},
		{text: "invalid_api_key", kind: denied, reason: "bad API key"},
		{text: "incorrect api key", kind: denied, reason: "bad API key"},
		// The key under its parameter's name (MessageBird's error 2
		// "Request not allowed (incorrect access_key)", whatever the
		// scheme; the Go SDK renders it without the 401; set 1561), ahead
		// of the "not allowed" guess.
		{text: "incorrect access_key", kind: denied, reason: "bad access key"},
		{text: "incorrect access key", kind: denied, reason: "bad access key"},
		{text: "incorrect api_key", kind: denied, reason: "bad API key"},
		// "Bad" and "wrong" say what "incorrect" says of a credential
		// (Paddle Classic's error 102 "Bad api key" in its 200 envelope;
		// set 1560).
		{text: "bad api key", kind: denied, reason: "bad API key"},
		{text: "bad api_key", kind: denied, reason: "bad API key"},
		{text: "wrong api key", kind: denied, reason: "bad API key"},
		{text: "wrong api_key", kind: denied, reason: "bad API key"},
		{text: "bad access token", kind: denied, reason: "bad token"},
		{text: "wrong access token", kind: denied, reason: "bad token"},
		{text: "invalid access_key", kind: denied, reason: "bad access key"},
		{text: "api key not valid", kind: denied, reason: "bad API key"},
		{text: "api key is invalid", kind: denied, reason: "bad API key"},
		// "is not valid" as the key's verdict (Crowdin's error 3 "The API
		// key pass is not valid.", set 1323).
		{text: "api key is not valid", kind: denied, reason: "bad API key"},
		// The US Census Data API's page for a key it does not accept, served
		// under a 200 as HTML ("Invalid Key ... A valid key must be included
		// with each data API request. You included a key with this request,
		// however, it is not valid."; set 1353): the credential, not an
		// argument, whatever its "not valid" says.
		{text: "you included a key with this request", kind: denied, reason: "bad API key (the Census Data API's invalid-key page)"},
		{text: "a valid key must be included with each data api request", kind: denied, reason: "bad API key (the Census Data API's invalid-key page)"},
		{text: "api key pass is not valid", kind: denied, reason: "bad API key"},
		{text: "api key expired", kind: denied, reason: "bad API key"},
		{text: "invalid x-api-key", kind: denied, reason: "bad API key"},
		{text: "provided api key", kind: denied, reason: "bad API key"},
		// A model's special token inside submitted text (OpenAI
		// fine-tuning "Example 6174 message contains an invalid token:
		// <|fim_suffix|>", tiktoken's "disallowed special token"; set
		// 1214): the content must change, no credential is involved.
		{text: "invalid token: <|", kind: invalid, reason: "the submitted text holds a reserved special token: remove it from the content"},
		{text: "disallowed special token", kind: invalid, reason: "the submitted text holds a reserved special token: remove it from the content"},
		{text: "invalid token", kind: denied, reason: "bad token"},
		{text: "invalid_token", kind: denied, reason: "bad token"},
		// A credential said "not valid" rather than "invalid" (the vercel
		// CLI's "The specified token is not valid. Use `vercel login`",
		// simplejwt's token_not_valid "Given token not valid for any token
		// type", firebase-tools' "Your credentials are no longer valid";
		// held-out set 864). A listing's page token is a place, not a
		// credential, and stays invalid (set 154's ruling).
		{text: "pagination token is not valid", kind: invalid, reason: "a pagination token the service does not accept: list again without it"},
		{text: "next token is not valid", kind: invalid, reason: "a pagination token the service does not accept: list again without it"},
		{text: "nexttoken is not valid", kind: invalid, reason: "a pagination token the service does not accept: list again without it"},
		// Vault's response-wrapping token is likewise no credential but a
		// single-use, short-lived handle: "wrapping token is not valid or
		// does not exist" means it was already unwrapped or its TTL passed;
		// a new wrapped response is needed, as a spent single-use object
		// (set 1477).
		{text: "wrapping token is not valid", kind: premise, reason: "a single-use wrapping token is spent or expired: request a new wrapped response"},
		// Set 1690: a sync or delta token is a change-tracking cursor, not a
		// credential: Google Calendar's 410 fullSyncRequired "Sync token is
		// no longer valid, a full sync is required." and Microsoft Graph's
		// syncStateNotFound "The delta token is expired and data must be
		// synchronized again." mean the client's copy must be wiped and
		// enumerated afresh (premise, as graphdrive.go's resync codes),
		// never denied for the word token. A pagination token keeps set
		// 154's reading above (invalid: list again without it).
		{text: "sync token is no longer valid", kind: premise, reason: syncTokenReason},
		{text: "synctoken is no longer valid", kind: premise, reason: syncTokenReason},
		{text: "sync token has expired", kind: premise, reason: syncTokenReason},
		{text: "sync token is expired", kind: premise, reason: syncTokenReason},
		{text: "delta token is expired", kind: premise, reason: syncTokenReason},
		{text: "delta token has expired", kind: premise, reason: syncTokenReason},
		{text: "delta token is no longer valid", kind: premise, reason: syncTokenReason},
		{text: "token is not valid", kind: denied, reason: "bad token"},
		{text: "token not valid", kind: denied, reason: "bad token"},
		{text: "token_not_valid", kind: denied, reason: "bad token"},
		{text: "token is no longer valid", kind: denied, reason: "bad token"},
		{text: "credentials are no longer valid", kind: denied, reason: "bad credentials"},
		{text: "invalid access token", kind: denied, reason: "bad token"},
		{text: "invalid authentication", kind: denied, reason: "bad credentials"},
		{text: "invalid_grant", kind: denied, reason: "bad credentials"},
		// Set 1650: the same refusal in words, Clever's token endpoint's
		// "Invalid grant: invalid code" (dev.clever.com error messages: the
		// authorization code expired or was already exchanged). Sage X3's
		// "Invalid grant type" (the grant_type parameter) has no colon.
		// Set 1650: an LTI 1.3 launch whose id_token nonce the tool's cache
		// does not hold (1EdTech lti-1-3-php-library LtiMessageLaunch
		// validateNonce "Invalid Nonce", the IMS library's "Invalid nonce",
		// a JWT jti check's `Invalid nonce "<jti>"`): a replayed or foreign
		// launch, refused; only a fresh login and launch gets in. Kraken's
		// "EAPI:Invalid nonce" keeps its own reading (kraken.go).
		{text: "invalid nonce", kind: denied, reason: "the launch's nonce was already used or never issued (a replayed launch): start a new login and launch"},
		{text: "invalid grant:", kind: denied, reason: "the token endpoint rejected the grant (an expired or spent authorization code): start the login again"},
		{text: "invalid_client", kind: denied, unless: "_metadata", reason: "bad credentials"}, // not RFC 7591's invalid_client_metadata (codes.go)
		// Set 154: a pagination token is a place in a listing the
		// service handed out, not a credential: an expired one is listed
		// again without it (invalid), as aws.go reads
		// ExpiredNextTokenException and PaginationTokenExpiredException
		// (set 51), never denied for the word token. Bare "page token" is
		// left out: apps say it of a Facebook Page access token.
		{text: "pagination token has expired", kind: invalid, reason: pageTokenReason},
		{text: "pagination token expired", kind: invalid, reason: pageTokenReason},
		{text: "pagination token is expired", kind: invalid, reason: pageTokenReason},
		{text: "expired pagination token", kind: invalid, reason: pageTokenReason},
		{text: "next page token has expired", kind: invalid, reason: pageTokenReason},
		{text: "next page token expired", kind: invalid, reason: pageTokenReason},
		{text: "nexttoken has expired", kind: invalid, reason: pageTokenReason},
		{text: "next token has expired", kind: invalid, reason: pageTokenReason},
		{text: "page_token has expired", kind: invalid, reason: pageTokenReason},
		{text: "pagetoken has expired", kind: invalid, reason: pageTokenReason},
		{text: "token expired", kind: denied, reason: "expired token"},
		{text: "token has expired", kind: denied, reason: "expired token"},
		// A Kerberos ticket past its end time: MIT KRB5KRB_AP_ERR_TKT_EXPIRED
		// "Ticket expired" (GSSAPI minor code, Java "Mechanism level: Ticket
		// expired (32)", Heimdal "Ticket expired"): kinit or renew, a
		// credential to obtain again (held-out set 782).
		{text: "(ticket expired", kind: denied, reason: "expired Kerberos ticket"},
		{text: "mechanism level: ticket expired", kind: denied, reason: "expired Kerberos ticket"},
		{text: "krb5krb_ap_err_tkt_expired", kind: denied, reason: "expired Kerberos ticket"},
		{text: "token is expired", kind: denied, reason: "expired token"},
		{text: "expired token", kind: denied, reason: "expired token"},
		{text: "session expired", kind: denied, reason: "expired session"},
		{text: "session has expired", kind: denied, reason: "expired session"},
		{text: "security token", kind: denied, reason: "bad security token"},
		{text: "bad credentials", kind: denied, reason: "bad credentials"},
		{text: "invalid credentials", kind: denied, reason: "bad credentials"},
		// "Invalid <whose> credentials", the owner named between the words:
		// HERE Authentication 401300 "Invalid client credentials" (sent under
		// a 400), "Invalid user credentials", "Invalid API credentials": the
		// credential, not the request's shape (set 1631).
		{text: "invalid client credentials", kind: denied, reason: "bad credentials"},
		{text: "invalid user credentials", kind: denied, reason: "bad credentials"},
		{text: "invalid api credentials", kind: denied, reason: "bad credentials"},
		// A login refused for its user-and-password pair, in the words of
		// Snowflake 390100 "Incorrect username or password was specified.",
		// Amazon Cognito's NotAuthorizedException "Incorrect username or
		// password.", Docker Hub's "incorrect username or password", and
		// Vault's userpass "invalid username or password" (set 579).
		{text: "incorrect username or password", kind: denied, reason: "bad credentials: the login was refused"},
		{text: "invalid username or password", kind: denied, reason: "bad credentials: the login was refused"},
		// The slash spelling of the same pair: juriscraper's
		// PacerLoginException "Invalid username/password: <errorDescription>"
		// for PACER's loginResult "1" (set 1742).
		{text: "invalid username/password", kind: denied, reason: "bad credentials: the login was refused"},
		{text: "incorrect username/password", kind: denied, reason: "bad credentials: the login was refused"},
		// A session that has lapsed and cannot be renewed by the tool
		// ("Invalid/expired PACER session and do not have credentials for
		// re-login.", juriscraper pacer/http.py; set 1742).
		{text: "credentials for re-login", kind: denied, reason: "the session expired and the tool holds no credentials to log in again"},
		// Vault's own words for the same refusal: AppRole's login "invalid
		// role or secret ID" (an expired, used-up or wrong secret_id), and
		// "missing client token" for a request that carried no token at
		// all, both under a 400 (set 1182): a credential to obtain, no
		// argument to repair.
		{text: "invalid role or secret id", kind: denied, reason: "bad credentials: the login was refused"},
		{text: "missing client token", kind: denied, reason: "authentication required: no token was sent"},
		{text: "authentication credentials", kind: denied, reason: "bad credentials"},
		{text: "authentication failed", kind: denied, reason: "authentication failed"},
		{text: "authentication error", kind: denied, reason: "authentication failed"},
		// The same refusal one step later: the credential was accepted, the
		// act was not (Kafka TOPIC_AUTHORIZATION_FAILED in librdkafka's
		// "Broker: Topic authorization failed", an API gateway's
		// "Authorization failed").
		{text: "authorization failed", kind: denied, reason: "authorization failed"},
		// The noun form, and a sign-in's own guess at the cause (USPS Web
		// Tools' 80040B1A "Authorization failure. Perhaps username and/or
		// password is incorrect.", set 900; Windows' ERROR_LOGON_FAILURE
		// 1326 "The user name or password is incorrect.").
		{text: "authorization failure", kind: denied, reason: "authorization failed"},
		{text: "password is incorrect", kind: denied, reason: "the user name or password is wrong"},
		{text: "authorisation failed", kind: denied, reason: "authorization failed"},
		{text: "authentication required", kind: denied, reason: "authentication required"},
		// Set 1550: Bundler's AuthenticationRequiredError "Authentication is
		// required for gems.example.com. Please supply credentials for this
		// source." and BadAuthenticationError "Bad username or password for
		// https://user@host/. Please double-check your credentials"; the
		// sentence form, not a missing argument.
		{text: "authentication is required for ", kind: denied, reason: "authentication required"},
		{text: "please supply credentials", kind: denied, reason: "authentication required"},
		{text: "bad username or password for ", kind: denied, reason: "bad credentials: the login was refused"},
		// RubyGems' Gem::FilePermissionError "You don't have write
		// permissions for the /var/lib/gems/3.1.0 directory." (set 1550).
		{text: "don't have write permissions for", kind: denied, reason: "the caller may not write to the target location"},
		{text: "do not have write permissions for", kind: denied, reason: "the caller may not write to the target location"},
		{text: "login required", kind: denied, reason: "authentication required"},
		// The verb form (set 1326): slapd's strongerAuthRequired (8)
		// "modifications require authentication" to an anonymous session,
		// "This endpoint requires authentication".
		{text: "require authentication", kind: denied, reason: "authentication required"},
		{text: "requires authentication", kind: denied, reason: "authentication required"},
		// The past tense, as Composer's AuthHelper says it of a repository
		// or dist URL ("The 'https://repo/packages.json' URL required
		// authentication (HTTP 401). You must be using the interactive
		// console to authenticate"), and its GitHub OAuth refusal "Could
		// not authenticate against github.com" (set 1558): a credential
		// (auth.json, COMPOSER_AUTH) is missing, not an argument to repair,
		// whatever the "must be" after it says.
		{text: "required authentication", kind: denied, reason: "authentication required: the URL asked for credentials the client does not hold"},
		{text: "could not authenticate against ", kind: denied, reason: "authentication failed against the named host"},
		// The same refusal naming the principal in quotes (the mygeotab
		// Python SDK's AuthenticationException "Cannot authenticate
		// 'user @ my.geotab.com/db'", mygeotab/exceptions.py; set 1687).
		// MuPDF's "cannot authenticate password" reads below.
		{text: "cannot authenticate '", kind: denied, reason: "authentication failed for the named user: the credentials are not accepted"},
		// A sign-in the command needs before it will act, worded as what
		// the caller must be (held-out set 832): wrangler's "You must be
		// logged in to use wrangler dev in remote mode", npm ENEEDAUTH
		// "This command requires you to be logged in", Discourse's "You
		// need to be logged in to do that", WordPress rest_not_logged_in
		// "You are not currently logged in.", flyctl's "You must be
		// authenticated to view this.": a credential, not an argument, is
		// missing, so the argument-constraint "must be" rule must not win.
		{text: "must be logged in to", kind: denied, reason: "authentication required: the caller is not signed in"},
		{text: "need to be logged in to", kind: denied, reason: "authentication required: the caller is not signed in"},
		{text: "requires you to be logged in", kind: denied, reason: "authentication required: the caller is not signed in"},
		{text: "not currently logged in", kind: denied, reason: "authentication required: the caller is not signed in"},
		// The same in "signed in" words: the 1Password CLI's "You are not
		// currently signed in. Please run `op signin --help` for
		// instructions" (set 1182).
		{text: "not currently signed in", kind: denied, reason: "authentication required: the caller is not signed in"},
		{text: "you are not signed in", kind: denied, reason: "authentication required: the caller is not signed in"},
		{text: "must be authenticated to", kind: denied, reason: "authentication required: the caller is not signed in"},
		// The same in the active voice (set 1715): Discogs's 401 "You must
		// authenticate to access this resource.", as beets prints it with no
		// status ("Discogs API Error: 401: You must authenticate to access
		// this resource."); 3-D Secure's "must authenticate the payment"
		// (premise) does not carry "to".
		{text: "must authenticate to", kind: denied, reason: "authentication required: the caller is not signed in"},
		// The same want of credentials in the 401 reason phrase nginx's
		// error page carries (ngx_http_special_response.c "401
		// Authorization Required"), as Apache httpd 2.2's status line and
		// WSGI apps word it: no argument is missing (set 90).
		{text: "authorization required", kind: denied, reason: "authentication required"},
		// A credential named as the missing requirement: Anthropic's 401
		// "x-api-key header is required", the "Authorization header is
		// required" of Gin, Echo, Express and Supabase Edge Function
		// middleware, "bearer token is required": the agent lacks the
		// credential, no argument is missing (the generic "is required"
		// below; a missing "anthropic-version header" stays invalid).
		{text: "api-key header is required", kind: denied, reason: "authentication required"},
		{text: "api key header is required", kind: denied, reason: "authentication required"},
		{text: "api key is required", kind: denied, reason: "authentication required"},
		{text: "api key required", kind: denied, reason: "authentication required"},
		{text: "api_key is required", kind: denied, reason: "authentication required"},
		{text: "authorization header is required", kind: denied, reason: "authentication required"},
		{text: "authorization header required", kind: denied, reason: "authentication required"},
		{text: "missing authorization header", kind: denied, reason: "authentication required"},
		{text: "bearer token is required", kind: denied, reason: "authentication required"},
		// A CLI or API with no token to send (held-out set 814): doctl's
		// "access token is required. (hint: run 'doctl auth init')": a
		// credential, not an argument, is what is missing.
		{text: "access token is required", kind: denied, reason: "authentication required"},
		// Supabase CLI "Access token not provided. Supply an access token
		// by running supabase login or setting SUPABASE_ACCESS_TOKEN".
		{text: "access token not provided", kind: denied, reason: "authentication required"},
		{text: "api key not provided", kind: denied, reason: "authentication required"},
		{text: "bearer token required", kind: denied, reason: "authentication required"},
		// The bare form, as ArcGIS REST's 499 "Token Required" (inside an
		// HTTP 200) and the "Token required" 401 of hand-written JWT
		// middleware: the secured resource wants a credential the call did
		// not carry (held-out set 789).
		{text: "token required", kind: denied, reason: "authentication required"},
		// The same want worded as a request for a valid key (OneSignal 400
		// "Please include a case-sensitive header of Authorization: Basic
		// <YOUR-REST-API-KEY-HERE> ... with a valid REST API key"; "please
		// provide a valid API key"): the credential, not an argument (set 399).
		{text: "with a valid rest api key", kind: denied, reason: "authentication required"},
		{text: "with a valid api key", kind: denied, reason: "authentication required"},
		{text: "provide a valid api key", kind: denied, reason: "authentication required"},
		{text: "include a valid api key", kind: denied, reason: "authentication required"},
		// A key the caller does not have, worded as where to get one or as
		// missing (LibreTranslate 400 "Please contact the server operator to
		// get an API key" and "Visit https://portal.libretranslate.com to get
		// an API key", NewsAPI apiKeyMissing "Your API key is missing.",
		// apilayer missing_access_key "You have not supplied an API Access
		// Key.", Google Maps REQUEST_DENIED "You must use an API key to
		// authenticate each request"): a credential to obtain, not an argument (set 703).
		{text: "to get an api key", kind: denied, reason: "authentication required"},
		{text: "api key is missing", kind: denied, reason: "authentication required"},
		{text: "not supplied an api access key", kind: denied, reason: "authentication required"},
		{text: "must use an api key to authenticate", kind: denied, reason: "authentication required"},
		// The keyless allowance spent, worded as the token not passed (set
		// 1715): AudD 901 "no api_token passed and the limit was reached":
		// the cure is a credential the agent lacks, not a wait.
		{text: "no api_token passed", kind: denied, reason: "authentication required: no API token was passed and the keyless allowance is spent"},
		{text: "no api key passed", kind: denied, reason: "authentication required: no API key was passed and the keyless allowance is spent"},
		{text: "no api_key passed", kind: denied, reason: "authentication required: no API key was passed and the keyless allowance is spent"},
		{text: "password authentication", kind: denied, reason: "authentication failed"},
		// A package registry refusing the client's saved login (npm E401
		// "Incorrect or missing password." / "Unable to authenticate, need:
		// Basic realm=...", ssh's "unable to authenticate, attempted
		// methods"): new credentials, not new arguments (set 134).
		{text: "incorrect or missing password", kind: denied, reason: "the registry rejects the saved credentials (npm E401)"},
		{text: "unable to authenticate", kind: denied, reason: "authentication failed"},
		// A secret the caller supplied to unlock a repository, key or
		// archive that does not open it: restic "Fatal: wrong password or no
		// key found", BorgBackup PassphraseWrong "passphrase supplied in
		// BORG_PASSPHRASE, by BORG_PASSCOMMAND or via BORG_PASSPHRASE_FD is
		// incorrect.", Kopia "invalid repository password", OpenSSH
		// "incorrect passphrase supplied to decrypt private key", GnuPG "Bad
		// passphrase", 7-Zip "Wrong password", Info-ZIP unzip "incorrect
		// password", keytool "password was incorrect": no argument to
		// repair, the agent lacks the secret (set 733). A password policy
		// ("password must be at least ...") stays invalid.
		{text: "wrong password", kind: denied, reason: "the supplied password does not unlock it"},
		{text: "wrong passphrase", kind: denied, reason: "the supplied passphrase does not unlock it"},
		{text: "incorrect password", kind: denied, reason: "the supplied password does not unlock it"},
		// htpasswd -v (support/htpasswd.c) when the password does not
		// match the stored hash, exit 3 (set 1703, captured live); its
		// interactive retype mismatch says "password verification error"
		// and is not read here.
		{text: "password verification failed", kind: denied, reason: "the supplied password does not match the stored one (htpasswd -v)"},
		// The same verdict from PDF tools on an encrypted document (set
		// 1536, live): qpdf "qpdf: f.pdf: invalid password" (with no
		// --password or a wrong one), Ghostscript "**** This file requires a
		// password for access." (no -sPDFPassword, exit 0), MuPDF "cannot
		// authenticate password". A password policy's "Invalid password:
		// minimum length 12." is the call's argument and keeps invalid.
		{text: "invalid password", kind: denied, unless: ":", reason: "the supplied password does not unlock it (or none was given)"},
		{text: "requires a password for access", kind: denied, reason: "the document is encrypted and no password that opens it was given (Ghostscript)"},
		// Ghostscript 10 at exit 0 on a PDF it cannot open at all ("Catalog
		// dictionary not located in file, unable to proceed", a missing
		// /Root, a truncated file: "**** Error: Couldn't initialise file."
		// over "No pages will be processed"; set 1701, live): the file's
		// bytes are not a usable PDF, premise, as qpdf's unrecoverable
		// damage. It follows the password row: an encrypted file prints
		// the same line under "requires a password for access" (denied).
		{text: "**** error: couldn't initialise file.", kind: premise, reason: "Ghostscript: the PDF cannot be opened (damaged or not a PDF); no page was processed"},
		{text: "cannot authenticate password", kind: denied, reason: "the supplied password does not unlock the document (MuPDF)"},
		{text: "unable to get password", kind: denied, reason: "the archive is encrypted and no password was supplied (unzip, set 1339)"},
		{text: "incorrect passphrase", kind: denied, reason: "the supplied passphrase does not unlock it"},
		{text: "bad passphrase", kind: denied, reason: "the supplied passphrase does not unlock it"},
		{text: "bad password for", kind: denied, reason: "the supplied password does not unlock it"},
		{text: "password was incorrect", kind: denied, reason: "the supplied password does not unlock it"},
		{text: "invalid repository password", kind: denied, reason: "the supplied password does not unlock it"},
		{text: "passphrase supplied in", kind: denied, reason: "the supplied passphrase does not unlock it (BorgBackup PassphraseWrong)"},
		// restic with no password at all (RESTIC_PASSWORD unset, stdin
		// closed): 0.14 "Fatal: an empty password is not a password", 0.16+
		// "Fatal: an empty password is not allowed by default": the
		// repository's secret is missing, as a 401 without a token (set 1700).
		{text: "empty password is not a password", kind: denied, reason: "restic: no password was supplied to open the repository"},
		{text: "empty password is not allowed by default", kind: denied, reason: "restic: no password was supplied to open the repository"},
		// A login made without the password the server asks for: libpq
		// fe-auth.c "fe_sendauth: no password supplied", Oracle ORA-01005
		// "null password given; logon denied" and ORA-01017 "invalid
		// username/password; logon denied" (set 107).
		{text: "no password supplied", kind: denied, reason: "the login needs a password and none was supplied"},
		{text: "null password given", kind: denied, reason: "the login needs a password and none was given"},
		{text: "logon denied", kind: denied, reason: "the database refused the login"},
		// Oracle's logon refused while the instance is in restricted mode
		// (set 1505): ORA-01035 "Login denied. Database is in RESTRICTED
		// mode." (23ai) and its older words "ORACLE only available to
		// users with RESTRICTED SESSION privilege" (docs.oracle.com
		// error-help ora-01035: only users with the RESTRICTED SESSION
		// privilege may log in; obtain it or have the database opened
		// unrestricted). The login lacks a privilege the server demands.
		{text: "database is in restricted mode", kind: denied, reason: "the database admits only users with RESTRICTED SESSION privilege (ORA-01035)"},
		{text: "users with restricted session privilege", kind: denied, reason: "the database admits only users with RESTRICTED SESSION privilege (ORA-01035)"},
		// A login the server refused, in the words of SQL Server's 18456
		// "Login failed for user '%.*ls'." (go-mssqldb "mssql: login error:
		// ...", ODBC, JDBC, pymssql, tedious), an FTP server's 530 "Login
		// incorrect." and SMB's NT_STATUS_LOGON_FAILURE (set 402): the
		// credentials, not the call. SQL Server 4060 "Cannot open database
		// ... requested by the login. The login failed." names a database
		// and is left to the other rows.
		{text: "login failed for user", kind: denied, reason: "the server refused the login (SQL Server 18456)"},
		{text: "login incorrect", kind: denied, reason: "the server refused the login"},
		{text: "nt_status_logon_failure", kind: denied, reason: "the server refused the login (SMB logon failure)"},
		// Windows NTSTATUS names as SMB clients print them (smbclient
		// "NT_STATUS_...", impacket "SMB SessionError: STATUS_...",
		// smbprotocol "STATUS_...: 0xc0000..."): MS-ERREF says what each
		// proves. An account locked out or disabled is the credential's
		// state, not a lock to wait on (held-out set 782).
		{text: "status_account_locked_out", kind: denied, reason: "the logon account is locked out (NTSTATUS 0xC0000234)"},
		{text: "status_account_disabled", kind: denied, reason: "the logon account is disabled (NTSTATUS 0xC0000072)"},
		// The rest of the logon account's state refusals (set 1676, live
		// Samba 4.17 smbclient and go-smb2): a password that must be
		// changed or has expired, an expired account, logon hours, a
		// workstation restriction. By name (smbclient "NT_STATUS_...") and
		// in MS-ERREF's words (go-smb2 "response error: ..."): only a person
		// can set a new password or lift the restriction, so the agent
		// lacks a usable identity. A TLS "certificate has expired" and a
		// token's expiry keep their own rows.
		{text: "status_password_must_change", kind: denied, reason: "the logon password must be changed first (NTSTATUS 0xC0000224)"},
		{text: "status_password_expired", kind: denied, reason: "the logon password has expired (NTSTATUS 0xC0000071)"},
		{text: "status_account_expired", kind: denied, reason: "the logon account has expired (NTSTATUS 0xC0000193)"},
		{text: "status_invalid_logon_hours", kind: denied, reason: "the logon account may not log on at this time (NTSTATUS 0xC000006F)"},
		{text: "status_invalid_workstation", kind: denied, reason: "the logon account may not log on from this workstation (NTSTATUS 0xC0000070)"},
		{text: "status_account_restriction", kind: denied, reason: "an account restriction refused the logon (NTSTATUS 0xC000006E)"},
		{text: "password must be changed before logging on", kind: denied, reason: "the logon password must be changed first (NTSTATUS 0xC0000224)"},
		{text: "the user account password has expired", kind: denied, reason: "the logon password has expired (NTSTATUS 0xC0000071)"},
		{text: "the user account has expired", kind: denied, reason: "the logon account has expired (NTSTATUS 0xC0000193)"},
		{text: "has time restrictions and may not be logged onto", kind: denied, reason: "the logon account may not log on at this time (NTSTATUS 0xC000006F)"},
		{text: "may not be used to log on from the source workstation", kind: denied, reason: "the logon account may not log on from this workstation (NTSTATUS 0xC0000070)"},
		{text: "some user account restriction has prevented successful authentication", kind: denied, reason: "an account restriction refused the logon (NTSTATUS 0xC000006E)"},
		// The same refusal in MS-ERREF's words, as go-smb2 prints it
		// ("response error: The attempted logon is invalid. ..."; held-out
		// set 1350).
		{text: "the attempted logon is invalid", kind: denied, reason: "the server refused the login (NTSTATUS LOGON_FAILURE 0xC000006D)"},
		{text: "invalid_auth", kind: denied, reason: "bad credentials"},
		{text: "not_authed", kind: denied, reason: "unauthenticated"},
		// A signature that does not verify against the key or secret: the
		// message or token is not shown to come from whom it claims, as an
		// invalid token (stripe-go webhook "had no valid signature",
		// @octokit/webhooks "signature does not match event payload and
		// secret", golang-jwt "token signature is invalid", jsonwebtoken
		// "invalid signature", PyJWT "Signature verification failed", AWS
		// "does not match the signature you provided"; set 93). A request
		// field named signature stays invalid (Anthropic "Invalid
		// `signature` in `thinking` block"), x509's chain signatures stay
		// TLS configuration (goerr.go), and Svix's "No matching signature
		// found" is left out: Cython's overload dispatch (pandas "TypeError:
		// No matching signature found") says the same words of a call.
		// A push subscription or token bound to another sender's key:
		// FCM's web push "the key in the authorization header does not
		// correspond to the sender ID used to subscribe this user" and
		// "the VAPID credentials in the authorization header do not
		// correspond to the credentials used to create the subscriptions",
		// and the VapidPkHashMismatch code: the key the sender signs with
		// has no authority over that subscription, whatever library
		// reports it and without its 403 (set 1511; set 1203's 403 line).
		{text: "does not correspond to the sender id", kind: denied, reason: "the push subscription belongs to another sender's key: send with the key it was created for"},
		{text: "do not correspond to the credentials used to create the subscription", kind: denied, reason: "the push subscription was created with other VAPID keys: send with the keys it was created for"},
		{text: "vapidpkhashmismatch", kind: denied, reason: "the push subscription was created with other VAPID keys: send with the keys it was created for"},
		{text: "no valid signature", kind: denied, reason: "the signature does not verify (wrong secret or not from the claimed sender)"},
		{text: "signature does not match", kind: denied, reason: "the signature does not verify (wrong secret or not from the claimed sender)"},
		{text: "signature doesn't match", kind: denied, reason: "the signature does not verify (wrong secret or not from the claimed sender)"},
		{text: "does not match the signature", kind: denied, reason: "the signature does not verify (wrong key or secret)"},
		{text: "signature mismatch", kind: denied, reason: "the signature does not verify (wrong key or secret)"},
		{text: "signature verification failed", kind: denied, reason: "the signature does not verify (wrong key or secret)"},
		{text: "signature is invalid", kind: denied, reason: "the signature does not verify (wrong key or secret)"},
		{text: "invalid signature", kind: denied, reason: "the signature does not verify (wrong key or secret)"},
		{text: "token_revoked", kind: denied, reason: "revoked token"},
		{text: "token revoked", kind: denied, reason: "revoked token"},
		{text: "has been revoked", kind: denied, reason: "revoked"},
		{text: "eacces", kind: denied, word: true, reason: "EACCES"},
		{text: "account locked", kind: denied, reason: "account locked"},
		{text: "account is locked", kind: denied, reason: "account locked"},
		// A login refused because the account may not log in, not because
		// anything about the target is missing: PostgreSQL's NOLOGIN role
		// (postinit.c "role \"x\" is not permitted to log in", also as
		// node-postgres passes it on without a code), SQL Server 18470
		// "Login failed for user 'x'. Reason: The account is disabled."
		// (set 91).
		{text: "is not permitted to log in", kind: denied, reason: "the account may not log in (PostgreSQL NOLOGIN)"},
		{text: "reason: the account is disabled", kind: denied, reason: "the login's account is disabled (SQL Server 18470)"},
		{text: "account has been locked", kind: denied, reason: "account locked"},
		{text: "eperm", kind: denied, word: true, reason: "EPERM"},
		{text: "outside allowed director", kind: denied, reason: "path outside the sandbox"},
		{text: "outside of the allowed", kind: denied, reason: "path outside the sandbox"},
		{text: "outside the allowed", kind: denied, reason: "path outside the sandbox"},
		// The MCP fetch server's refusals ("robots.txt ... specifies that
		// autonomous fetching of this page is not allowed"); its failure to
		// reach robots.txt at all is a connection issue, not a refusal.
		{text: "autonomous fetching", kind: denied, reason: "robots.txt forbids automated fetching"},
		{text: "disallowed by robots", kind: denied, reason: "robots.txt forbids automated fetching"},
		{text: "blocked by robots", kind: denied, reason: "robots.txt forbids automated fetching"},
		// Scrapy's RobotsTxtMiddleware ("Forbidden by robots.txt: <GET
		// url>"), and a tool that quotes the robots.txt rule it obeyed
		// ("... (rule \"Disallow: /members/\")", set 211).
		{text: "forbidden by robots", kind: denied, reason: "robots.txt forbids automated fetching"},
		{text: "disallow: /", kind: denied, reason: "robots.txt forbids automated fetching (a Disallow rule)"},
		// A request an administrator's policy refuses: Mimir's
		// err-mimir-query-blocked "the request has been blocked by the
		// cluster administrator" (a 400 bad_data), Chrome's
		// ERR_BLOCKED_BY_ADMINISTRATOR, Google Workspace "blocked by your
		// administrator". No argument or wait gets past it: hand back (set 740).
		// Named by what was blocked and by whom: an account an administrator
		// blocked is the holder's state (premise, set 395), and a request
		// "blocked by our content filters" is the input's (Bedrock, invalid).
		{text: "blocked by the cluster administrator", kind: denied, reason: "an administrator's policy refuses this request"},
		// HCP Terraform's and Terraform Enterprise's policy check failing a
		// run, as the cloud backend prints it: "Organization Policy Check
		// soft failed." (only a user with override rights may let it
		// pass) and "... hard failed." (held-out set 1172).
		{text: "policy check soft failed", kind: denied, reason: "an organization policy refuses the run: someone with override rights must decide"},
		{text: "policy check hard failed", kind: denied, reason: "an organization policy refuses the run"},
		{text: "app has been blocked by an administrator", kind: denied, reason: "an administrator's policy refuses this request"},
		{text: "page has been blocked by your administrator", kind: denied, reason: "an administrator's policy refuses this request"},
		{text: "site has been blocked by your administrator", kind: denied, reason: "an administrator's policy refuses this request"},
		{text: "extension has been blocked by your administrator", kind: denied, reason: "an administrator's policy refuses this request"},
		{text: "is blocked by your administrator", kind: denied, reason: "an administrator's policy refuses this request"},
		// An identity provider's access policy refusing the token: Entra
		// Conditional Access (AADSTS53003 "Access has been blocked by
		// Conditional Access policies. The access policy does not allow
		// token issuance.", AADSTS53000/53001 "Conditional Access policy
		// requires a compliant device", "... a domain joined device"),
		// AADSTS530033 "Remote device flow blocked due to a device based
		// conditional access rule", Google OAuth admin_policy_enforced (a
		// Workspace administrator's policy). Sent as a 400 token error, yet
		// no argument gets past it: hand back (held-out set 845). A policy's
		// own CRUD (a malformed or missing policy) keeps its kind: the
		// phrases name a refused token or device.
		{text: "blocked by conditional access", kind: denied, reason: "an access policy (Conditional Access) refuses the token"},
		{text: "does not allow token issuance", kind: denied, reason: "an access policy refuses the token"},
		{text: "policy requires a compliant device", kind: denied, reason: "an access policy (Conditional Access) refuses this device"},
		{text: "policy requires a domain joined device", kind: denied, reason: "an access policy (Conditional Access) refuses this device"},
		{text: "blocked due to a device based conditional access", kind: denied, reason: "an access policy (Conditional Access) refuses this device"},
		// Vault's PKI role refusing a name the role's allowed_domains,
		// allow_subdomains or allowed_uri_sans do not cover ("common name x
		// not allowed by this role", "subject alternate name x not allowed
		// by this role"; builtin/logical/pki/cert_util.go), sent as 400:
		// the role is the operator's policy; no spelling of the same name
		// gets past it, so use another role or hand back (set 1477).
		{text: "not allowed by this role", kind: denied, reason: "the role's policy does not allow this name (Vault PKI role)"},
		{text: "admin_policy_enforced", kind: denied, reason: "a Workspace administrator's policy refuses the scopes (Google OAuth)"},
	}
	// wrongStateWords: the call is well formed but the object is not in a
	// state that allows it (Jira's workflow transitions and the like).
	wrongStateWords = concat(deletionProtectWords, []pattern{
		// A live object the act needs no longer live, under a 400 (Twilio
		// 21220 "Call is not in-progress. Cannot redirect.": the call has
		// ended), and an object paused by the service for its own reason
		// (WhatsApp Cloud API 132015 "Template is Paused", "Template is
		// paused due to low quality so it cannot be sent"); held-out set
		// 1203. The call is right; the object's state is not what the plan
		// believed.
		{text: "is not in-progress", kind: premise, reason: "the object is no longer in progress (a call that ended): the act needs it live"},
		{text: "template is paused", kind: premise, reason: "the template is paused by the service: another template, or wait for its review"},
		{text: "is paused due to", kind: premise, reason: "the object is paused by the service: resume it or use another"},
		// A policy another transaction holds open (Socotra's one open
		// transaction per policy, "Policy P has an open transaction T in
		// state priced; issue or discard it before creating a new
		// transaction"), under the 409 or 400 it comes with (set 1731): no
		// transaction the step meant to make exists; issue or discard the
		// open one, then replan, as Paddle's pending changes (set 1560).
		// A database's "transaction is aborted" keeps its reading.
		{text: "has an open transaction", kind: premise, reason: "another transaction on the object is open: issue or discard it first, then replan"},
		{text: "has a pending transaction", kind: premise, reason: "another transaction on the object is pending: issue or discard it first, then replan"},
		// An object whose state forbids the edit, said as such (Azure Repos
		// TF401181 "The pull request cannot be edited due to its state.":
		// completed or abandoned; set 1267): read its state, then replan.
		{text: "cannot be edited due to its state", kind: premise, reason: "the object's state (completed, abandoned, closed) forbids the edit: read it and replan"},
		// An object locked for the length of a promotion it joined (Lazada
		// Open Platform 501 THD_IC_ERR_F_IC_ABILITY_PG_004 "This product is
		// under campaign participation and cannot be edited during campaign
		// period.", create-update-product Q&A Q5; set 1720): no backoff
		// retry helps before the campaign ends; replan.
		// An order whose status does not allow the logistics or invoice
		// act, said of the status (Shopee Open Platform under error_param:
		// "logistic status not ready to ship", "Order status does not
		// support awb printing", "The invoice status is invalid to upload
		// invoice data."; order-management FAQ, NF-e guide; set 1753): the
		// request is right, the order is not where the plan believed (not
		// READY_TO_SHIP or PROCESSED, already shipped or cancelled); read
		// it and replan. A status field whose value is invalid keeps its
		// reading.
		{text: "not ready to ship", kind: premise, reason: "the order is not ready to ship (not READY_TO_SHIP, or already shipped or cancelled): read its status and replan"},
		{text: "status does not support", kind: premise, reason: "the object's status does not support the act: read its status and replan"},
		{text: "status is invalid to ", kind: premise, reason: "the object's status does not allow the act: read its status and replan"},
		{text: "cannot be edited during campaign", kind: premise, reason: "the object is locked by a campaign it takes part in: it cannot be edited until the campaign ends"},
		{text: "under campaign participation", kind: premise, reason: "the object is locked by a campaign it takes part in: it cannot be edited until the campaign ends"},
		// A Grafana resource owned by file provisioning, refused through
		// the HTTP API under a 400 (dashboards' "Cannot save provisioned
		// dashboard", "provisioned dashboard cannot be deleted"; alerting's
		// older "cannot change provenance from 'file' to 'api'"): change it
		// where it is provisioned, as set 1174's provenance under a 403.
		{text: "cannot save provisioned dashboard", kind: premise, reason: "the dashboard is provisioned from a file: change it where it is provisioned, not through this API"},
		{text: "provisioned dashboard cannot be deleted", kind: premise, reason: "the dashboard is provisioned from a file: remove it where it is provisioned"},
		{text: "cannot delete provisioned dashboard", kind: premise, reason: "the dashboard is provisioned from a file: remove it where it is provisioned"},
		{text: "cannot change provenance from", kind: premise, reason: "the resource is managed through another provisioning channel (Grafana provenance): change it there, not through this API"},
		// A pull or merge request whose own state forbids the merge, under
		// a 405 or 409 (held-out set 1172): Gitea and Forgejo "Work in
		// progress PRs cannot be merged", Bitbucket Data Center's
		// PullRequestMergeVetoedException "Merging the pull request has
		// been vetoed." (a merge check: approvals, builds). The call is
		// right; the request must be readied first.
		{text: "prs cannot be merged", kind: premise, reason: "the pull request's state (work in progress, draft) forbids the merge: ready it first"},
		{text: "pull requests cannot be merged", kind: premise, reason: "the pull request's state (work in progress, draft) forbids the merge: ready it first"},
		{text: "merge requests cannot be merged", kind: premise, reason: "the merge request's state (draft) forbids the merge: ready it first"},
		{text: "pull request has been vetoed", kind: premise, reason: "a merge check vetoed the merge (approvals, builds): the pull request is not ready"},
		// HCP Terraform's run actions refused for the run's state under a
		// 409 ("Run was not paused for confirmation or priority; apply not
		// allowed", "...; discard not allowed", "Run was not planning or
		// applying; cancel not allowed"; held-out set 1172): nothing to
		// skip, the run is not where the plan believed.
		{text: "; apply not allowed", kind: premise, reason: "the run is not in a state that allows the action (not paused for confirmation): read the run"},
		{text: "; discard not allowed", kind: premise, reason: "the run is not in a state that allows the action (not paused for confirmation): read the run"},
		{text: "; cancel not allowed", kind: premise, reason: "the run is not in a state that allows the action: read the run"},
		{text: "current state of this issue", kind: premise, reason: "the issue's current workflow state does not allow it"},
		{text: "not allowed in the current state", kind: premise, reason: "the object's current state does not allow it"},
		{text: "in its current state", kind: premise, reason: "the object's current state does not allow it"},
		// Set 1332: a workflow step or view the object has moved past (Adobe
		// Acrobat Sign "Requested view is not available for the resource in the
		// current state.", DocuSign WORKFLOW_UPDATE_NOT_ALLOWED "Unable to
		// delete delay, delay step is either in progress or completed.",
		// "Delayed Routing delay has already elapsed").
		{text: "for the resource in the current state", kind: premise, reason: "the object's current state does not allow it"},
		// Set 1526: Box's 400 sync_item_move_failure "Cannot move a synced
		// item" (developer.box.com common errors): the item's sync setting
		// pins it; set its sync_state to not_synced first. The object's
		// state, not the move's arguments.
		{text: "move a synced item", kind: premise, reason: "the item is marked for sync and cannot be moved: change its sync state first"},
		{text: "sync_item_move_failure", kind: premise, reason: "the item is marked for sync and cannot be moved: change its sync state first"},
		{text: "either in progress or completed", kind: premise, reason: "the step has started or finished: the change no longer applies; read the object and replan"},
		{text: "delay has already elapsed", kind: premise, reason: "the delay already ran out: the object moved past the step; read it and replan"},
		// Set 1578: a course (term, section) that has concluded refuses new
		// work under a 400 (Canvas's enrollments API "Can't add an
		// enrollment to a concluded course.", enrollments_api_controller.rb
		// concluded_course): the course's state, not the call's arguments;
		// a "concluded" filter value or date field stays with its reader.
		{text: "to a concluded course", kind: premise, reason: "the course has concluded: it takes no new enrollments or work; reopen it or replan"},
		{text: "in a concluded course", kind: premise, reason: "the course has concluded: it takes no new enrollments or work; reopen it or replan"},
		{text: "course is concluded", kind: premise, reason: "the course has concluded: it takes no new enrollments or work; reopen it or replan"},
		{text: "course has concluded", kind: premise, reason: "the course has concluded: it takes no new enrollments or work; reopen it or replan"},
		{text: "course has been concluded", kind: premise, reason: "the course has concluded: it takes no new enrollments or work; reopen it or replan"},
		// Set 1578: an accept or reject of an invitation that is not pending
		// (Canvas's enrollments accept/reject "no current invitation",
		// enrollments_api_controller.rb): there is nothing to answer, the
		// membership is not where the plan believed.
		// Set 1650: a course, section or assignment not open for the action
		// the call asks (Canvas's self-enrollment "course is not open for
		// self-enrollment" for a blueprint course, enrollments_api_controller.rb
		// create_self_enrollment; "is not open for submissions", "is not open
		// for enrollment"): the object's state, not the call's arguments. A
		// file "not open for writing" (no "is") keeps its handle reading.
		{text: "is not open for self-enrollment", kind: premise, reason: "the course does not take self-enrollment (a blueprint or closed course): its state, not the arguments"},
		{text: "is not open for enrollment", kind: premise, reason: "the course or section is not open for enrollment: its state, not the arguments"},
		{text: "is not open for registration", kind: premise, reason: "registration is not open: the object's state, not the arguments"},
		{text: "is not open for submissions", kind: premise, reason: "the assignment is not open for submissions: its state, not the arguments"},
		{text: "no current invitation", kind: premise, reason: "there is no pending invitation to answer: read the membership and replan"},
		{text: "no pending invitation", kind: premise, reason: "there is no pending invitation to answer: read the membership and replan"},
		{text: "is inactive", kind: premise, reason: "the resource is inactive"},
		// Set 1355: an identity verification canceled, or already
		// submitted, refused an upload under a 400 (EasyCheck "The
		// verification is canceled.", "The verification has already
		// started." for documents sent after submission); and a step
		// that names the upload it rests on (Korastratum
		// DOCUMENT_REQUIRED "Document must be uploaded before selfie"):
		// the verification is not where the plan believed.
		{text: "verification is canceled", kind: premise, reason: "the verification is canceled: it takes no more data; start a new one"},
		{text: "verification is cancelled", kind: premise, reason: "the verification is cancelled: it takes no more data; start a new one"},
		{text: "verification has already started", kind: premise, reason: "the verification was already submitted: it takes no more uploads; read its outcome or start a new one"},
		{text: "verification has already been submitted", kind: premise, reason: "the verification was already submitted: it takes no more uploads; read its outcome or start a new one"},
		{text: "must be uploaded before", kind: premise, reason: "an earlier upload the act rests on has not happened: do it first"},
		// Set 1548: a review asked for before the documents it rests on
		// were sent (Sumsub's 409 on status/pending "Not all required
		// documents or data are submitted. Make sure to complete
		// [APPLICANT_DATA, IDENTITY, SELFIE] beforehand."): earlier steps
		// of the plan have not happened, not a duplicate.
		{text: "not all required documents", kind: premise, reason: "the documents the act rests on are not all there yet: upload them first"},
		// Set 1338: a referenced object someone switched off, in the passive
		// (QuickBooks Online 2500/610 "Something you're trying to use has been
		// made inactive. Check the fields with accounts."), under its 400.
		{text: "been made inactive", kind: premise, reason: "the referenced object was made inactive: re-activate it or pick another"},
		{text: "was made inactive", kind: premise, reason: "the referenced object was made inactive: re-activate it or pick another"},
		// Set 1338: a ledger that keeps posted entries and corrects them by a
		// reversing entry (MYOB 25003 "Transactions cannot be deleted and must
		// be reversed", the company file's TransactionsCannotBeChangedMustBeReversed
		// preference): the entry's state, a different act to plan.
		// Set 1338: a payment the ledger takes only against documents in an
		// approved state (Xero "Payments can only be made against Authorised
		// documents.", the invoice still a draft or voided): the document's
		// state, not the payment's arguments.
		{text: "only be made against authorised", kind: premise, reason: "the document is not in the authorised state the act needs: read it and replan"},
		{text: "only be made against authorized", kind: premise, reason: "the document is not in the authorized state the act needs: read it and replan"},
		{text: "must be reversed", kind: premise, reason: "posted entries are corrected by reversal, not deleted or changed: plan a reversing entry"},
		{text: "is expired", kind: premise, reason: "the resource has expired"},
		{text: "has expired and can no longer be used", kind: premise, reason: "the resource has expired"},
		{text: "reached its spend limit", kind: premise, reason: "the spend limit is reached"},
		{text: "runs in status", kind: premise, reason: "the run's state does not allow it"},
		{text: "canceled subscription", kind: premise, reason: "the subscription is canceled"},
		{text: "service linked role", kind: premise, reason: "the service-linked role is missing"},
		{text: "address is not verified", kind: premise, reason: "the sender identity is not verified"},
		// A sender or account not yet set up for the channel: Postmark's
		// "Sender signature not confirmed", WhatsApp's 133010 "Account not
		// registered" (set 399).
		{text: "signature not confirmed", kind: premise, reason: "the sender signature is not confirmed (an account step)"},
		// Postmark's 422 ErrorCode 400 "The 'From' address you supplied
		// (...) is not a Sender Signature on your account. Please add and
		// confirm this address" (set 1175): the same account step, not a
		// malformed From.
		{text: "is not a sender signature", kind: premise, reason: "the From address has no sender signature on the account (an account step)"},
		// Set 1447: Postmark's older wording of the same step, ErrorCode
		// 400 "Sender signature not defined for From address." (422).
		{text: "sender signature not defined", kind: premise, reason: "the From address has no sender signature on the account (an account step)"},
		// An object or account not in the state the act needs, said under
		// a 400 or 422 (sets 397, 404): Braintree "Cannot submit for
		// settlement unless status is authorized", PayPal ORDER_NOT_APPROVED
		// "Payer has not yet approved the Order", PayPal
		// PAYEE_ACCOUNT_RESTRICTED "The merchant account is restricted.",
		// Plaid USER_SETUP_REQUIRED "The given account is not fully setup",
		// PyPI "Project size too large" (the project's total), GitLab "The
		// rules configuration prevented any jobs from being added".
		{text: "unless status is", kind: premise, reason: "the object is not in the state the act needs"},
		{text: "not yet approved", kind: premise, reason: "the object is not approved yet: the approval step comes first"},
		// A record a lock rule or an approval holds (Zoho CRM RECORD_LOCKED
		// "You cannot perform this operation as the record is locked.",
		// under 400; "Please wait until the record is unlocked", which a
		// reviewer or an admin does, set 1689): the record's state, premise.
		// An edit lock another user holds now ("locked by another user")
		// stays transient (roomwords.go).
		{text: "the record is locked", kind: premise, reason: "the record is locked (a lock rule or an approval holds it): it is unlocked by someone, not by a wait"},
		{text: "account is restricted", kind: premise, reason: "the account is restricted"},
		// Set 1229: Stripe's testmode_charges_only said in words alone,
		// with the code lost on the way ("Your account cannot currently
		// make live charges."): the account is not activated, as the code
		// reads (codes.go); no argument makes the charge.
		{text: "cannot currently make live charges", kind: premise, reason: "the account is not activated for live charges (an account step)"},
		// Set 1229: a void refused because the hold it would release was
		// captured (PayPal's 422 PREVIOUSLY_CAPTURED "Authorization has been
		// previously captured and hence cannot be voided."): nothing is held
		// to void; the plan must refund instead. A capture refused as
		// "already captured" keeps conflict (alreadyDone, appwords.go).
		{text: "previously captured and hence cannot be voided", kind: premise, reason: "the authorization was captured: nothing is held to void (refund instead)"},
		{text: "been captured and cannot be voided", kind: premise, reason: "the authorization was captured: nothing is held to void (refund instead)"},
		{text: "previously captured and cannot be voided", kind: premise, reason: "the authorization was captured: nothing is held to void (refund instead)"},
		{text: "not fully setup", kind: premise, reason: "the account is not fully set up (an account step)"},
		{text: "not fully set up", kind: premise, reason: "the account is not fully set up (an account step)"},
		// A feature of the service not yet set up by its owner (GOV.UK
		// Notify's 400 "Send files by email has not been set up - add
		// contact details for your service at ..."; set 1665): a
		// settings step comes first, no argument repairs the call.
		{text: "has not been set up - add", kind: premise, reason: "the service feature has not been set up: its settings come first"},
		{text: "has not been set up yet", kind: premise, reason: "the feature has not been set up: its settings come first"},
		// Set 1170: the same account step said as what the account cannot
		// do yet (PayPal's 422 PAYEE_NOT_ENABLED_FOR_CARD_PROCESSING "Payee
		// account is not setup to be able to process card payments. Please
		// contact PayPal customer support."): no argument enables it.
		{text: "account is not setup to", kind: premise, reason: "the account is not set up for this (an account step)"},
		{text: "account is not set up to", kind: premise, reason: "the account is not set up for this (an account step)"},
		{text: "project size too large", kind: premise, reason: "the project's total size reached its limit: free space or ask for more"},
		// A lifecycle state the object must be in, named as the only one
		// the act allows ("only draft invoices can be edited", "pull
		// request #12 is merged; only open pull requests can be
		// declined", ERPNext "is not in draft status"): the object has
		// moved past it, so even under a 409 nothing exists to carry
		// (set 569).
		{text: "only draft ", kind: premise, reason: "only objects still in draft allow the act: this one has moved on"},
		{text: "not in draft status", kind: premise, reason: "the object is no longer a draft"},
		{text: "not in draft state", kind: premise, reason: "the object is no longer a draft"},
		{text: "only open pull requests can be", kind: premise, reason: "the pull request is no longer open"},
		{text: "only open merge requests can be", kind: premise, reason: "the merge request is no longer open"},
		{text: "prevented any jobs from being added", kind: premise, reason: "the pipeline's rules schedule no job for this trigger"},
		// The same in GitLab's other words (Ci::HasCompletionReason, set
		// 1629): rules_failure_message "The resulting pipeline would have
		// been empty. Review the rules configuration for the relevant
		// jobs." (a pipeline create, a merge request pipeline, a trigger
		// job's "downstream pipeline can not be created, ...") and
		// workflow_rules_failure_message "The pipeline did not run. Review
		// the workflow:rules configuration for the pipeline.".
		{text: "the resulting pipeline would have been empty", kind: premise, reason: "the pipeline's rules select no job for this ref and source: nothing to run"},
		{text: "the pipeline did not run. review the", kind: premise, reason: "the pipeline's workflow rules exclude this ref and source: nothing to run"},
		// The same pipeline create on a ref that holds no CI configuration
		// at all: GitLab's base error "Missing .gitlab-ci.yml file" (its
		// older words) and "Missing CI config file", under its 400 (set
		// 1198). The ref is real and the call well formed; the repository
		// lacks the file the pipeline is made from.
		{text: "missing .gitlab-ci.yml file", kind: premise, reason: "the ref has no CI configuration file: the pipeline has nothing to run"},
		{text: "missing ci config file", kind: premise, reason: "the ref has no CI configuration file: the pipeline has nothing to run"},
		{text: "account not registered", kind: premise, reason: "the account is not registered for the channel (an account step)"},
		// A message outside the window the channel allows (WhatsApp 131047
		// "more than 24 hours have passed since the customer last
		// replied"): a template message, not a retry (set 399).
		{text: "24 hours have passed since", kind: premise, reason: "the conversation window has closed: send an approved template instead"},
		// SendGrid's 403 "The from address does not match a verified Sender
		// Identity", Dropbox's 409 email_unverified: the account has a
		// verification step to take first.
		{text: "verified sender identity", kind: premise, reason: "the sender identity is not verified (an account step)"},
		{text: "email_unverified", kind: premise, reason: "the account's email address is not verified (an account step)"},
		// Zoho Writer's R8003 "Please create an account in the chosen Sign
		// service and try again." (the lead after set 1706; blind sets
		// 1332, 1606 and 1706, 3 of 3): the account the merge-and-sign
		// step rests on does not exist in that service yet, an account
		// step comes first.
		{text: "create an account in the chosen", kind: premise, reason: "the account in the chosen service does not exist yet (an account step)"},
		{text: "does not have the specified index", kind: premise, reason: "the index does not exist"},
		// Zoho CRM's INVALID_DATA "the related id given seems to be
		// invalid" (a lookup or related-record id naming no record; Zoho:
		// "refer to Get Related Records API to get valid record IDs"): the
		// record the step rests on is not there, premise (the lead's
		// ruling after set 1689; blind sets 1185 and 1689, 2 of 2). Other
		// INVALID_DATA texts keep the 400's invalid.
		{text: "id given seems to be invalid", kind: premise, reason: "zoho crm: the related or record id names no record: the record the step rests on is not there"},
		{text: "cannot delete protected", kind: premise, reason: "deletion protection is on"},
		{text: "unable to verify/create output bucket", kind: premise, reason: "the output location is not usable"},
		{text: "not associated with the cluster", kind: premise, reason: "not associated with the cluster"},
		{text: "cannot combine currencies", kind: premise, reason: "the customer already uses another currency"},
		{text: "allowed verification attempts", kind: premise, reason: "verification attempts are spent"},
		// A subject's attempts used up (Sumsub 9105 "Max number of attempts
		// exceeded."; blind sets 1355, 1548 and 1750, premise 3 of 3): the
		// check cannot run again for it, as "allowed verification attempts"
		// (the lead after set 1750). botocore's waiter "Max attempts
		// exceeded" and Cognito's "Password attempts exceeded" do not say
		// "number of" and keep their readings.
		{text: "max number of attempts exceeded", kind: premise, reason: "the attempts allowed for this subject are used up"},
		{text: "maximum number of attempts exceeded", kind: premise, reason: "the attempts allowed for this subject are used up"},
		{text: "maximum number of attempts reached", kind: premise, reason: "the attempts allowed for this subject are used up"},
		{text: "not in a chargeable state", kind: premise, reason: "the source cannot be charged in its state"},
		{text: "terminationprotection is enabled", kind: premise, reason: "termination protection is on"},
		{text: "disabled and therefore marked as read only", kind: premise, reason: "the subscription is disabled"},
		// A soft-deleted object still holds its name until recovered or
		// purged (Azure Key Vault ObjectIsDeletedButRecoverable "is
		// currently in a deleted but recoverable state, and its name cannot
		// be reused"; Recovery Services "in soft-deleted state"): premise.
		// A lease or token issued without renewal (Vault's "lease is not
		// renewable" from sys/leases/renew and auth/token/renew-self, and
		// "lease not found or lease is not renewable"): renewing can never
		// succeed; read or log in afresh (sets 398, 1477).
		{text: "is not renewable", kind: premise, reason: "the lease or token was issued without renewal: obtain a new one"},
		{text: "deleted but recoverable", kind: premise, reason: "a soft-deleted object holds the name: recover or purge it first"},
		{text: "soft-deleted state", kind: premise, reason: "a soft-deleted object holds the name: recover or purge it first"},
		{text: "soft deleted state", kind: premise, reason: "a soft-deleted object holds the name: recover or purge it first"},
		// The same said of a whole vault or account (set 1226: az keyvault
		// create's ConflictError "A vault with the same name already exists
		// in deleted state. You need to either recover or purge existing
		// deleted vault."; Cognitive Services "has been soft-deleted. To
		// restore the resource, ..."): the name is held by nothing usable.
		{text: "already exists in deleted state", kind: premise, reason: "a soft-deleted object holds the name: recover or purge it first"},
		{text: "has been soft-deleted", kind: premise, reason: "a soft-deleted object holds the name: recover or purge it first"},
	})
	// retryHintWords: a refusal that says when to come back.
	retryHintWords = []pattern{
		// A service's own download of the media URL the caller gave ran out
		// of time (Instagram Graph API 400, code -2, subcode 2207003 "It
		// takes too long to download the media.": "A timeout occured while
		// downloading the media. Try again.", developers.facebook.com
		// instagram-platform error-codes; set 1531): the media may be fine
		// and its host slow, a wait, as OpenAI's "Timeout while
		// downloading" (the image-download ruling, codes.go). A file "too
		// large to download" stays the input's.
		{text: "takes too long to download", kind: transient, timeout: true, reason: "the service's own download of the media URL timed out: retry (the host was slow)"},
		{text: "took too long to download", kind: transient, timeout: true, reason: "the service's own download of the media URL timed out: retry (the host was slow)"},
		{text: "timed out while downloading", kind: transient, timeout: true, reason: "the service's own download of the media URL timed out: retry (the host was slow)"},
		{text: "retry in a few seconds", kind: transient, reason: "asked to retry in a few seconds"},
		{text: "currently operating on", kind: transient, reason: "another operation holds it"},
		{text: "backfilling", kind: transient, reason: "an index is still being built"},
		{text: "isn't complete", kind: transient, reason: "a previous operation has not finished"},
		{text: "one update at a time", kind: transient, reason: "concurrent updates"},
		{text: "could not serialize access", kind: transient, reason: "serialization failure: retry the transaction"},
		{text: "running incompatible operation", kind: transient, reason: "another operation is running"},
		{text: "concurrentaccess", kind: transient, reason: "concurrent operations on the same resource"},
		{text: "streaming buffer", kind: transient, reason: "rows still in the streaming buffer"},
		{text: "while a run", kind: transient, reason: "another run is active"},
		// OpenAI's batch queue: "Please try again once some in_progress
		// batches have been completed": the wait is for work already
		// queued to finish, not for a fix.
		{text: "try again once", kind: transient, reason: "asked to try again once running work completes"},
		// A write that collided with a concurrent one, asked to be sent
		// again: Azure Cosmos DB's 449 RetryWith "Conflicting request to
		// resource has been attempted. Retry to avoid conflicts.", MongoDB's
		// WriteConflict "this operation conflicted with another operation.
		// Please retry your operation" (set 115).
		{text: "retry to avoid conflict", kind: transient, reason: "a concurrent write collided with this one: send it again"},
		{text: "conflicted with another operation", kind: transient, reason: "a concurrent write collided with this one: send it again"},
		// Cosmos DB's 449 in the words of its status-code page ("The
		// operation encountered a transient error. This code only occurs
		// on write operations. It is safe to retry the operation.", set
		// 997): the service says the failure passes and a resend is safe.
		{text: "encountered a transient error", kind: transient, reason: "the service calls the failure transient and the retry safe"},
		{text: "it is safe to retry", kind: transient, reason: "the service calls the failure transient and the retry safe"},
		// An ask to come back soon with no stated delay, under a 4xx that
		// would read as a wrong call: Plaid's 400 INSTITUTION_DOWN and
		// INSTITUTION_NOT_RESPONDING "this institution is not currently
		// responding to this request. please try again soon" (set 220);
		// the same words unstatedWait (raised.go) reads in a raised error.
		{text: "try again soon", kind: transient, reason: "asked to try again soon"},
		{text: "try again shortly", kind: transient, reason: "asked to try again shortly"},
		{text: "retry shortly", kind: transient, reason: "asked to retry shortly"},
	}
	// investigatingWords: a service's note that it knows of a fault and is
	// looking into it ("Our team has been notified and is investigating",
	// Argyle; set 1732), read after the state and credential words: the
	// same courtesy closes a suspension or a refusal, whose own words
	// decide (the review after set 1737).
	investigatingWords = []pattern{
		{text: "been notified and is investigating", kind: transient, reason: "the service reports a fault it is investigating: no action on the call, wait"},
		{text: "been notified and are investigating", kind: transient, reason: "the service reports a fault it is investigating: no action on the call, wait"},
	}
	// pendingWaitWords: a refusal whose own words say the fault passes
	// with no act of the caller's, read in bare text (genericMatcher, ahead
	// of an "invalid" in a type name) and over a generic 4xx (overInvalid).
	pendingWaitWords = []pattern{
		// A change already submitted and still pending blocks the next one
		// (Pinwheel's job error invalidAccountsConfiguration
		// changesTemporarilyDisabled "Uh oh, looks like your account has
		// pending changes. Please wait for them to complete before trying
		// again.", set 1732): the call is right, the pending work ends by
		// itself, as waitForRunningWork's job.
		{text: "wait for them to complete", kind: transient, reason: "asked to wait for pending work to complete"},
		{text: "wait for them to finish", kind: transient, reason: "asked to wait for pending work to finish"},
		{text: "wait for it to complete before", kind: transient, reason: "asked to wait for pending work to complete"},
		// An unexpected fault the service says it is already looking into
		// (Argyle's account_inaccessible "This user's account is not
		// currently accessible. Our team has been notified and is
		// investigating.", whose troubleshooting says no action is needed,
		// set 1732): nothing about the call or its authority is proved,
		// time is the variable.
	}
	// statedWaitWords: a refusal that names the wait it requires, whatever
	// the code or status around it: Amazon SQS "You must wait 60 seconds
	// after deleting a queue before you can create another with the same
	// name" (QueueDeletedRecently), Telegram's FLOOD_WAIT in Telethon's and
	// Pyrogram's words "A wait of 35 seconds is required" (a 420 whose "is
	// required" is no missing argument), EC2 ModifyVolume "Wait at least 6
	// hours between modifications per EBS volume" (set 92). bodyDelay
	// reads the same phrases for the delay.
	statedWaitWords = []pattern{
		// A queue of the sender's own that is full (Twilio 21611 "has
		// exceeded the maximum number of queued messages"): it drains as
		// messages go out (set 399).
		{text: "maximum number of queued", kind: transient, reason: "the sender's queue is full: it drains as messages go out"},
		// The same batch queue in its other words, "Enqueued token limit
		// reached ... Please try submitting when some in_progress batches
		// have been completed." (set 1489): a resubmission asked for once
		// queued or running work ends, a wait whatever verb it uses.
		{text: "try submitting when", kind: transient, reason: "asked to submit again once running work completes"},
		{text: "when some in_progress", kind: transient, reason: "asked to submit again once running work completes"},
		{text: "once some in_progress", kind: transient, reason: "asked to submit again once running work completes"},
		{text: "in_progress batches have been completed", kind: transient, reason: "asked to submit again once running batches complete"},
		// Set 1627: Mailchimp's per-address signup throttle, a 400
		// "Invalid Resource" whose detail refuses signups "for now"
		// ("x has signed up to a lot of lists very recently; we're not
		// allowing more signups for now"; the form's older "Recipient
		// has too many recent signup requests"): the address is fine
		// and the refusal lifts with time.
		{text: "not allowing more signups for now", kind: transient, reason: "the address signed up too often recently: the signup throttle lifts with time"},
		{text: "signed up to a lot of lists very recently", kind: transient, reason: "the address signed up too often recently: the signup throttle lifts with time"},
		{text: "too many recent signup requests", kind: transient, reason: "the address signed up too often recently: the signup throttle lifts with time"},
		{text: "a wait of ", kind: transient, reason: "the service names a wait it requires"},
		{text: "must wait ", kind: transient, reason: "the service names a wait it requires"},
		{text: "wait at least ", kind: transient, reason: "the service names a wait it requires"},
	}
	conflictWords = []pattern{
		// NTSTATUS OBJECT_NAME_COLLISION (smbclient "NT_STATUS_OBJECT_NAME_COLLISION
		// making remote directory", impacket "STATUS_OBJECT_NAME_COLLISION"):
		// MS-ERREF 0xC0000035 "The object name already exists." (held-out set 782).
		{text: "status_object_name_collision", kind: conflict, reason: "the object name already exists (NTSTATUS 0xC0000035)"},
		{text: "already exists", kind: conflict, reason: "already exists"},
		// Weaviate 1.x's class-name check on a create (usecases/schema:
		// "Name 'Document' already used as a name for an Object class",
		// older "... for a Thing class"): the class is there, as its newer
		// "class name X already exists" (set 1778).
		// Only the class endings: Prisma's "is already used as a name for a
		// field" is a name to change (the review after set 1785).
		{text: "already used as a name for an object class", kind: conflict, reason: "Weaviate: a class by that name already exists: skip the create or use it"},
		{text: "already used as a name for a thing class", kind: conflict, reason: "Weaviate: a class by that name already exists: skip the create or use it"},
		// Namecheap transfer status 23 "Canceled - Transfer already
		// initiated for this domain" (set 1657): a transfer the step was to
		// start is already under way: follow it, do not start another.
		{text: "transfer already initiated", kind: conflict, reason: "a transfer of this domain is already under way: carry it forward"},
		// Set 1627: the same said as "already present" (Zoho Campaigns
		// 400103 "Domain already present."): the world holds what the
		// step was to add. An empty result whose note says its items were
		// skipped as present is addednothing.go's.
		{text: "already present", kind: conflict, word: true, reason: "already present: the world holds what the step was to add"},
		// An agent framework refusing a step its history already holds
		// (set 1613): Pydantic AI's "Tool call 'x' was already executed
		// and its result cannot be overridden" and "`run_id='x'` already
		// appears in `message_history`" (_agent_graph.py UserError),
		// CrewAI's repeated-call observation "I tried reusing the same
		// input, I must stop using this action input" (translations
		// task_repeated_usage): the result is there; carry it forward.
		{text: "was already executed", kind: conflict, reason: "the step already ran and its result is recorded: carry it forward"},
		{text: "already appears in `message_history`", kind: conflict, reason: "the history already holds a run with this id: reconcile with what is stored"},
		{text: "i tried reusing the same input", kind: conflict, reason: "the same call already ran and its result is in the context: skip the repeat"},
		// The same said of the caller's holdings, with the held thing's
		// name quoted (Intercom's 400 parameter_invalid on
		// createDataAttribute "You already have 'The One Ring' in your
		// company data.", set 1556): the named object is there. A count
		// ("You already have the maximum of 10 ...") names no object and
		// keeps its limit reading.
		{text: "you already have '", kind: conflict, reason: "the named object already exists"},
		{text: "you already have \"", kind: conflict, reason: "the named object already exists"},
		{text: "you already have `", kind: conflict, reason: "the named object already exists"},
		// X API v2's problem type for a filtered-stream rule identical to
		// one the app holds (POST /2/tweets/search/stream/rules answers 200
		// with errors [{"title":"DuplicateRule","id":"<existing rule
		// id>","type":"https://api.twitter.com/2/problems/duplicate-rules"}]
		// and summary not_created; set 1531): the rule is there, its id
		// given: carry it forward.
		{text: "/2/problems/duplicate-rules", kind: conflict, reason: "X: the stream rule already exists (DuplicateRule): carry its id forward"},
		{text: `"title":"duplicaterule"`, kind: conflict, reason: "X: the stream rule already exists (DuplicateRule): carry its id forward"},
		// A time-series store that already holds a sample at the series
		// and timestamp written (Prometheus remote write "duplicate sample
		// for timestamp", Mimir's err-mimir-sample-duplicate-timestamp
		// "... another sample with the same timestamp, but a different
		// value, has already been ingested"): the point is there, as a
		// unique violation; skip it and carry the fact (blind sets 400,
		// 646, 780 and 1420, none other; the lead, after set 1420, over
		// the bare 400's invalid).
		{text: "duplicate sample for timestamp", kind: conflict, reason: "the store already holds a sample for this series at this timestamp"},
		{text: "sample-duplicate-timestamp", kind: conflict, reason: "the store already holds a sample for this series at this timestamp"},
		{text: "same timestamp, but a different value, has already been ingested", kind: conflict, reason: "the store already holds a sample for this series at this timestamp"},
		// JSON:API services' 10012 "Duplicate resource" / "Resource is a
		// duplicate." (Telnyx, set 1318), under a 422: the resource the
		// create names is there already.
		{text: "resource is a duplicate", kind: conflict, reason: "the resource is a duplicate of one that exists: use it"},
		// @actions/cache's ReserveCacheError (set 1230): cache entries are
		// immutable per key, so a reservation refused because "another job
		// may be creating this cache" means the key is taken: skip the save.
		{text: "another job may be creating this cache", kind: conflict, reason: "the cache key is already taken (entries are immutable): skip the save"},
		// A second initialize on an MCP session that already had one, in
		// the go-sdk's words as its client prints them (`calling
		// "initialize": duplicate "initialize" received`; set 667,
		// mcp.go reinitialized).
		{text: `duplicate "initialize" received`, kind: conflict, reason: "the session already had its initialize: the session exists"},
		{text: `duplicate "notifications/initialized" received`, kind: conflict, reason: "the session already had its initialize: the session exists"},
		// A database object the step was to create, whose name is taken,
		// in words without "exists" (set 402): Oracle ORA-00955 "name is
		// already used by an existing object", SQL Server and Sybase ASE
		// 2714 "There is already an object named 'x' in the database."
		{text: "is already used by an existing object", kind: conflict, reason: "the name is taken by an existing object (ORA-00955, as 42P07)"},
		{text: "there is already an object named", kind: conflict, reason: "the name is taken by an existing object (SQL Server 2714, as 42P07)"},
		{text: "already exist", kind: conflict, reason: "already exists"},
		// A registration refused because one of that name is there, in
		// words without "already" (set 1629): actions/runner's config.sh
		// "A runner exists with the same name" (exit 1 without --replace).
		// "with the same name and a different value" (SQS, set 50) and
		// Elasticsearch's "an index or data stream exists with the same
		// name as the alias" name something held otherwise and read before
		// this (endstate.go, the Elasticsearch words).
		{text: "exists with the same name", kind: conflict, reason: "an object of that name is already registered: carry it forward (or replace it)"},
		// A create whose own result the service found already made, in
		// words without "exists" (set 1301): Duffel duplicate_booking "A
		// booking with the same details was already found for the selected
		// itinerary", DoorDash Drive classic's field error "Duplicate
		// external delivery id: <delivery_id> from <external_delivery_id>"
		// (the caller's own id made a delivery). Salesforce's "Duplicate
		// external id specified" (an upsert reference matching several
		// records) is not this and is not read here.
		{text: "was already found", kind: conflict, reason: "the record this create would make was already found: carry it forward"},
		{text: "duplicate external delivery id", kind: conflict, reason: "the caller's own external id already made a delivery: carry it forward"},
		// The other word order (Azure DNS "The Zone x exists already and
		// hence cannot be created again.", FOLIO Okapi "create: module x
		// exists already"; set 756).
		{text: "exists already", kind: conflict, reason: "already exists"},
		{text: "already_exists", kind: conflict, reason: "already exists"},
		{text: "alreadyexists", kind: conflict, reason: "already exists"},
		// A word: "TableExists" (an SDK waiter's name) spells it inside.
		{text: "eexist", kind: conflict, word: true, reason: "EEXIST"},
		{text: "file exists", kind: conflict, reason: "file exists"},
		{text: "duplicate key", kind: conflict, reason: "duplicate key"},
		{text: "duplicate entry", kind: conflict, reason: "duplicate entry"},
		// The same in the past participle (set 411): gorm's ErrDuplicatedKey
		// "duplicated key not allowed", "Duplicated entry", "duplicated
		// primary key": a row the step was to create is already there, not
		// a call refused ("not allowed").
		{text: "duplicated key", kind: conflict, reason: "duplicated key: the store already holds a row with that key"},
		{text: "duplicated entry", kind: conflict, reason: "duplicated entry: the store already holds that entry"},
		{text: "duplicated primary key", kind: conflict, reason: "duplicated primary key: the store already holds a row with that key"},
		// A booking the step was to make, refused as a duplicate of one the
		// service holds (set 1755): PayDocker's 411 "duplicated booking id",
		// a "DUPLICATE BOOKING" title. The booking is there: carry it forward.
		{text: "duplicated booking", kind: conflict, reason: "a booking with that id or those details is already held: carry it forward"},
		{text: "duplicate booking", kind: conflict, reason: "a booking with that id or those details is already held: carry it forward"},
		{text: "duplicated reservation", kind: conflict, reason: "a reservation with that id is already held: carry it forward"},
		{text: "duplicate reservation", kind: conflict, reason: "a reservation with that id is already held: carry it forward"},
		// Set 411: a sync the world already holds: go-git's
		// NoErrAlreadyUpToDate "already up-to-date", git's "Already up to
		// date." and "Everything up-to-date": nothing was left to fetch,
		// merge or push, the step's goal already met.
		{text: "already up-to-date", kind: conflict, reason: "already up to date: nothing left to sync, the step's goal is met"},
		{text: "already up to date", kind: conflict, reason: "already up to date: nothing left to sync, the step's goal is met"},
		// Set 1479: a pooler already in the state a control command asks
		// for (PgBouncer admin.c: PAUSE or SUSPEND of a paused pooler
		// "already suspended/paused", RESUME of a running one "pooler is
		// not paused/suspended"), read bare where psql prints it; ahead of
		// the state word "suspended".
		{text: "already suspended/paused", kind: conflict, reason: "the pooler is already paused or suspended, as PAUSE or SUSPEND asks"},
		{text: "not paused/suspended", kind: conflict, reason: "the pooler is already running, as RESUME asks"},
		{text: "everything up-to-date", kind: conflict, reason: "everything up to date: nothing left to push, the step's goal is met"},
		{text: "duplicate value found", kind: conflict, reason: "duplicate value"},
		{text: "is already enabled", kind: conflict, reason: "already enabled"},
		// Set 387: an activation the world already holds (Okta E0000016
		// "Activation failed because the user is already active", under a
		// 403; overDenied reads it there too).
		// A ban the step was to make, already in force (set 420): Twitch's
		// 400 "The user specified in the user_id field is already banned.".
		{text: "is already banned", kind: conflict, reason: "already banned: the ban the step was to make is in force"},
		{text: "is already active", kind: conflict, reason: "already active: the activation the step was to make is done"},
		// A membership the step was to create, already held: GitHub org
		// invitations "Invitee is already a part of this organization",
		// GitLab "Member already exists", "is already a member of" (set 369).
		{text: "is already a part of", kind: conflict, reason: "already a member"},
		// Set 1630: the same without the article, for a part the step was
		// to add to a container: Typesense's alter-collection 400 "Field
		// `title` is already part of the schema: To change this field, drop
		// it first before adding it back to the schema." Only "of the" and
		// "of this": "already part of another ..." names a different holder.
		{text: "is already part of the", kind: conflict, reason: "already part of it: what the step was to add is there"},
		{text: "is already part of this", kind: conflict, reason: "already part of it: what the step was to add is there"},
		// Set 401: the same membership in list and chat services' words,
		// with no "of": Mailchimp's "Member Exists" 400 "is already a
		// list member", Microsoft Teams' "User is already a member.",
		// Telegram's USER_ALREADY_PARTICIPANT, a newsletter's "is already
		// subscribed".
		{text: "is already a member", kind: conflict, reason: "already a member"},
		{text: "is already a list member", kind: conflict, reason: "already a member of the list"},
		// Asana addProject "project: Task is already in this project" (set
		// 1295): the membership the step was to create is there.
		{text: "is already in this project", kind: conflict, reason: "already a member of the project"},
		{text: "is already in this list", kind: conflict, reason: "already a member of the list"},
		{text: "is already in this section", kind: conflict, reason: "already a member of the section"},
		// A group membership the step was to add (set 1610): Mosquitto
		// dynamic security's addGroupClient "Client is already in this
		// group" (exit status 0 from mosquitto_ctrl), and the same words
		// with "the" or none; "is not in this group" stays a missing
		// membership.
		{text: "is already in this group", kind: conflict, reason: "already a member of the group"},
		{text: "is already in the group", kind: conflict, reason: "already a member of the group"},
		{text: "is already in group", kind: conflict, reason: "already a member of the group"},
		{text: "already_participant", kind: conflict, reason: "already a participant"},
		{text: "is already subscribed", kind: conflict, reason: "already subscribed"},
		// Box user_already_collaborator "User is already a collaborator" (set 381).
		{text: "is already a collaborator", kind: conflict, reason: "already a collaborator"},
		// A role the step was to grant, already held (set 1336): Twitch
		// Helix Add Channel VIP's 422 "User is already a VIP".
		{text: "is already a vip", kind: conflict, reason: "already a VIP: the role the step was to grant is held"},
		// A run the step was to start is running (set 367): Temporal's
		// WorkflowExecutionAlreadyStarted, "job has already been started"
		// (Glue's CrawlerRunningException by its code, aws.go): skip,
		// carry the running run forward. A bare "has already started"
		// is also a state that forbids a change ("the sale has already
		// started"), and is not read here.
		{text: "already been started", kind: conflict, reason: "the run the step was to start has already started"},
		{text: "execution already started", kind: conflict, reason: "the run the step was to start has already started"},
		{text: "execution is already running", kind: conflict, reason: "the run the step was to start is already running (Temporal WorkflowExecutionAlreadyStarted)"},
		{text: "alreadystarted", kind: conflict, reason: "the run the step was to start has already started"},
		{text: "already at the desired", kind: conflict, reason: "already in the desired state"},
		{text: "nothing to commit", kind: conflict, reason: "git: the working tree already matches (nothing to commit)"},
		{text: "will not change", kind: conflict, reason: "the values are already in place"},
		// An edit whose new content equals the current one (Telegram
		// editMessageText "message is not modified: specified new message
		// content ... are exactly the same as a current content", set
		// 387): the world already holds what the step was to make.
		{text: "message is not modified", kind: conflict, reason: "the edit changes nothing: the content is already what the step would make"},
		{text: "exactly the same as a current", kind: conflict, reason: "the edit changes nothing: the content is already what the step would make"},
		{text: "identical to the current", kind: conflict, reason: "the edit changes nothing: the content is already what the step would make"},
		// A modify whose values the entry already holds: FreeIPA EmptyModlist
		// (4202) "no modifications to be performed" (ipa user-mod, group-mod,
		// config-mod), as 389-ds and OpenLDAP answer a replace with the same
		// value by doing nothing (held-out set 782).
		{text: "no modifications to be performed", kind: conflict, reason: "the modify changes nothing: the entry already holds these values (FreeIPA EmptyModlist)"},
		{text: "duplicate record", kind: conflict, reason: "duplicate record"},
		// A create blocked by the service's duplicate detection, which names
		// the matching records: Salesforce DUPLICATES_DETECTED "Use one of
		// these records?" (codes.go; set 350), Zoho CRM DUPLICATE_DATA
		// "duplicate data" with the existing id: the record is there.
		{text: "duplicates_detected", kind: conflict, reason: "duplicate detection found the record already there"},
		{text: "duplicates detected", kind: conflict, reason: "duplicate detection found the record already there"},
		{text: "duplicate_data", kind: conflict, reason: "duplicate detection found the record already there"},
		{text: "already been taken", kind: conflict, reason: "already taken"},
		// The uniqueness validator's bare key, where a service lists its
		// failed validations as "key: value" pairs or error details rather
		// than Rails' sentence: the Hetzner DNS API's 422 "422
		// Unprocessable Entity: taken: <value>; " for a record the zone
		// already holds (set 1525), Rails' errors.details {"error":
		// "taken"} beside the value.
		{text: ": taken:", kind: conflict, reason: "a uniqueness validation failed: the value is already taken"},
		{text: `"error":"taken"`, kind: conflict, reason: "a uniqueness validation failed: the value is already taken"},
		{text: `"error": "taken"`, kind: conflict, reason: "a uniqueness validation failed: the value is already taken"},
		// Django REST framework's UniqueTogetherValidator "The fields
		// order, sku must make a unique set." (set 223): a row with those
		// values is there, as Django's own "... with this Order and Sku
		// already exists."
		{text: "must make a unique set", kind: conflict, reason: "a row with those values already exists"},
		{text: "already taken", kind: conflict, reason: "already taken"},
		// A name unique within a container the world holds (GitHub's teams
		// endpoint "Name must be unique for this org", set 199): one by that
		// name is there. Not "must be unique" alone: "Tool names must be
		// unique" is a list inside the call.
		// A field's whole message "must be unique" in a per-field error map
		// (Rails-style {"errors":{"subdomain":["must be unique"]}}: Netlify's
		// createSite, set 403; JSON:API "title":"must be unique"), or
		// Strapi's "This attribute must be unique": the value is held by a
		// record already there. The quotes keep "Tool names must be unique"
		// (a list inside the call) out.
		{text: `["must be unique"]`, kind: conflict, reason: "a record already holds that unique value"},
		{text: `:"must be unique"`, kind: conflict, reason: "a record already holds that unique value"},
		{text: "this attribute must be unique", kind: conflict, reason: "a record already holds that unique value"},
		// Django REST framework's UniqueValidator and UniqueForDate/Month/
		// YearValidator, a field's whole message "This field must be
		// unique." / "This field must be unique for the \"pub_date\" date."
		// (rest_framework/validators.py; set 1401): the validator queried
		// the table and found a row holding the value, as ModelSerializer's
		// "... with this email already exists." The quote before it keeps
		// "Items in this field must be unique" (a list inside the call) out.
		{text: `"this field must be unique`, kind: conflict, reason: "a record already holds that unique value (DRF UniqueValidator)"},
		{text: `'this field must be unique`, kind: conflict, reason: "a record already holds that unique value (DRF UniqueValidator)"},
		// Google Slides' batchUpdate for an objectId the call chose that a
		// page or page element of the presentation already holds: "The
		// object ID (x) should be unique among all pages and page
		// elements." under any create request (createSlide, createShape,
		// createTable, duplicateObject's objectIds; the docs' objectId:
		// "must be unique among all pages and page elements in the
		// presentation"). The presentation holds it, most often the step's
		// own object from an earlier run: conflict (set 1303).
		{text: "unique among all pages and page elements", kind: conflict, reason: "an object of the presentation already holds the object ID the call chose"},
		// A validation error whose failing rule is the store's uniqueness
		// check, named as such: Contentful's ValidationFailed detail
		// {"name":"unique", ..., "conflicting":[the entry]}, Directus'
		// RECORD_NOT_UNIQUE "Value for field ... has to be unique.",
		// Sequelize's SequelizeUniqueConstraintError and its item type
		// "unique violation": a record already holds the value, though
		// the status is 400 or 422 (held-out set 661).
		{text: `"name":"unique"`, kind: conflict, reason: "a record already holds that unique value"},
		{text: `"name": "unique"`, kind: conflict, reason: "a record already holds that unique value"},
		{text: "record_not_unique", kind: conflict, reason: "a record already holds that unique value"},
		// Django REST framework's own code for its uniqueness checks,
		// "unique" (UniqueValidator, and the ValidationError(..., code=
		// "unique") a serializer raises after querying for the value),
		// as the error envelopes that carry DRF codes render it: PostHog's
		// {"type":"validation_error","code":"unique","detail":"There is
		// already a feature flag with this key.","attr":"key"} and
		// drf-standardized-errors' "errors":[{"code":"unique",...}]. The
		// closing quote keeps Joi's "array.unique" and "unique_items" (a
		// list inside the call) out (set 1571).
		{text: `"code":"unique"`, kind: conflict, reason: "a record already holds that unique value (DRF code unique)"},
		{text: `"code": "unique"`, kind: conflict, reason: "a record already holds that unique value (DRF code unique)"},
		// The same check in two backends' own words (set 1341): PocketBase's
		// field code validation_not_unique ("Value must be unique.", under
		// the 400 "Failed to create record."), Parse Server's 137
		// DuplicateValue "A duplicate value for a field with unique values
		// was provided" (its docs: "Unique field was given a value that is
		// already taken").
		{text: "validation_not_unique", kind: conflict, reason: "a record already holds that unique value"},
		{text: "duplicate value for a field with unique values", kind: conflict, reason: "a record already holds that unique value"},
		{text: "uniqueconstrainterror", kind: conflict, reason: "a record already holds that unique value"},
		{text: "unique violation", kind: conflict, reason: "a record already holds that unique value"},
		{text: "must be unique for this", kind: conflict, reason: "the name is already used in that scope"},
		{text: "must be unique within this", kind: conflict, reason: "the name is already used in that scope"},
		{text: "must be unique in this", kind: conflict, reason: "the name is already used in that scope"},
		{text: "name_taken", kind: conflict, reason: "already taken"},
		{text: "already registered", kind: conflict, reason: "already registered"},
		{text: "already created", kind: conflict, reason: "already created"},
		{text: "already owned", kind: conflict, reason: "already owned"},
		// A registration or claim the step was to make, already the
		// caller's (Twilio Super SIM 83003 "The Super SIM already belongs
		// to the requesting Account.", whose docs say "You do not need to
		// register the Super SIM" and that the message carries its SID;
		// "This listing already belongs to your account" under a 409):
		// skip the step and carry the object forward (set 1733). Another
		// account's object ("already belongs to another account") is not
		// this.
		{text: "already belongs to the requesting account", kind: conflict, reason: "the object is already registered to the caller's account: skip the step, carry it forward"},
		{text: "already belongs to your account", kind: conflict, reason: "the object is already registered to the caller's account: skip the step, carry it forward"},
		{text: "already belongs to this account", kind: conflict, reason: "the object is already registered to the caller's account: skip the step, carry it forward"},
		// The bucket create that finds the bucket already the caller's, in
		// the words without the code (S3 and its clones MinIO and Ceph RGW:
		// "Your previous request to create the named bucket succeeded and
		// you already own it."; GCS 409: "You already own this bucket.
		// Please select another name."): the step's object is there and
		// ours (set 590).
		{text: "you already own it", kind: conflict, reason: "the object is already there and the caller's (BucketAlreadyOwnedByYou)"},
		{text: "you already own this", kind: conflict, reason: "the object is already there and the caller's"},
		// The OS's EADDRINUSE quoted in a body or a log ("listen tcp
		// 127.0.0.1:8080: bind: address already in use", Caddy's /load
		// refusal; set 1524): another process holds the port, the step
		// created nothing (premise, as stated.go goStdlibWords).
		// Keyed on the socket call ("bind: ", Python's "[Errno 98] "), so
		// that an e-mail "address already in use" stays a taken name.
		{text: "bind: address already in use", kind: premise, reason: "EADDRINUSE: another process holds the address"},
		{text: "errno 98] address already in use", kind: premise, reason: "EADDRINUSE: another process holds the address"},
		{text: "already in use", kind: conflict, reason: "already in use"},
		// A create refused because its name is still held by an object that
		// exists (Helm's install.go "cannot re-use a name that is still in
		// use": a release by that name; Podman and Docker "to be able to
		// reuse that name"): an object by that name exists, as "already in
		// use" (set 136). A delete refused for what still uses the object
		// ("volume is in use") names no re-use and stays apart.
		{text: "re-use a name", kind: conflict, reason: "the name is held by an object that exists"},
		{text: "reuse a name", kind: conflict, reason: "the name is held by an object that exists"},
		// The same refusal worded as the create's own field ("Skill cannot
		// reuse an existing display_title", Anthropic Skills API, set 435;
		// "cannot re-use an existing slug"): an object holding that value
		// is there. Only after a refusal, so a client library's "reuse an
		// existing connection" stays apart.
		{text: "cannot reuse an existing", kind: conflict, reason: "the value is held by an object that exists"},
		{text: "can't reuse an existing", kind: conflict, reason: "the value is held by an object that exists"},
		{text: "not reuse an existing", kind: conflict, reason: "the value is held by an object that exists"},
		{text: "cannot re-use an existing", kind: conflict, reason: "the value is held by an object that exists"},
		{text: "not re-use an existing", kind: conflict, reason: "the value is held by an object that exists"},
		// A user's unique identity value another user record holds, in the
		// words of Zendesk's 422 DuplicateValue "Email: x is already being
		// used by another user" and WordPress's existing_user_email "Sorry,
		// that email address is already used!", as Salesforce's
		// DUPLICATE_VALUE (set 115). Not a port or an address another
		// service holds (heldWords: premise), so the words name the user
		// or the email address.
		{text: "duplicatevalue", kind: conflict, word: true, reason: "the value is already held by another record"},
		{text: "already being used by another user", kind: conflict, reason: "the value is already held by another user record"},
		{text: "email address is already used", kind: conflict, reason: "the email address is already held by another user record"},
		// A unique name or key another object of the service holds, in the
		// words "uses this project key" and "is used by another <owner>":
		// Jira's 400 "Project 'Acme' uses this project key." (set 350),
		// "The key ACME is used by another project.". Not "uses this name"
		// alone ("uses this name as a variable"). Only with the record-like
		// owners named here: a port or
		// an address another process holds is heldWords' premise, and a
		// deploy key "already in use by" a repository keeps its reading.
		{text: "uses this project key", kind: conflict, reason: "the key is already held by another object"},
		{text: "used by another project", kind: conflict, reason: "the value is already held by another object"},
		{text: "used by another account", kind: conflict, reason: "the value is already held by another record"},
		{text: "used by another board", kind: conflict, reason: "the value is already held by another object"},
		{text: "used by another workspace", kind: conflict, reason: "the value is already held by another object"},
		{text: "used by another record", kind: conflict, reason: "the value is already held by another record"},
		{text: "unique constraint", kind: conflict, reason: "unique constraint"},
		{text: "unique violation", kind: conflict, reason: "unique violation"},
		// A payment or invoice the account already holds, refused as a
		// duplicate under a validation status: PayPal's 422
		// DUPLICATE_INVOICE_ID "Duplicate Invoice ID detected",
		// Authorize.Net E00027 "A duplicate transaction has been
		// submitted", Braintree's gateway rejection "duplicate" as
		// Stripe's duplicate_transaction (stripe.go): what the step was
		// to make exists already, conflict (set 195).
		{text: "duplicate invoice", kind: conflict, reason: "an invoice with this id already exists"},
		{text: "duplicate_invoice", kind: conflict, reason: "an invoice with this id already exists"},
		{text: "duplicate transaction", kind: conflict, reason: "an identical transaction already exists"},
		// Braintree's own words for the two (set 397): the gateway
		// rejection "Gateway Rejected: duplicate" (the duplicate-checking
		// window found the same charge) and 81724 "Duplicate card exists in
		// the vault." (fail_on_duplicate_payment_method): the charge or the
		// stored card is there already. Not "duplicate card" alone: a
		// request that lists a card twice is the call's own.
		{text: "gateway rejected: duplicate", kind: conflict, reason: "the gateway's duplicate check found the same transaction already made"},
		{text: "duplicate card exists", kind: conflict, reason: "the card is already stored"},
		{text: "exists in the vault", kind: conflict, reason: "the payment method is already stored in the vault"},
		// An order the venue already holds under the client's own order id,
		// refused as a duplicate (Binance -2010 "Duplicate order sent.",
		// Interactive Brokers error 103 "Duplicate order id", OKX 51016
		// "Duplicated clOrdId", Binance futures -4116 "ClientOrderId is
		// duplicated.", Alpaca "client_order_id must be unique"): the
		// order this step was to place exists, conflict (set 683). Not
		// "duplicate order" alone: "duplicate ORDER BY" or an order listed
		// twice in one request is the call's own.
		{text: "duplicate order sent", kind: conflict, reason: "an order with this client order id already exists"},
		{text: "duplicate order id", kind: conflict, reason: "an order with this client order id already exists"},
		// WooCommerce's product_invalid_sku "Invalid or duplicated SKU."
		// is raised only by set_sku when wc_product_has_unique_sku fails,
		// with data.resource_id naming the product that holds the SKU:
		// the product's own key is taken, conflict (sets 417, 661, 900 and
		// 1271 label it so blind, none invalid). Not "invalid sku" alone.
		{text: "or duplicated sku", kind: conflict, reason: "another product already holds this SKU (WooCommerce names it in resource_id)"},
		{text: "duplicated clordid", kind: conflict, reason: "an order with this client order id already exists"},
		{text: "duplicate clordid", kind: conflict, reason: "an order with this client order id already exists"},
		{text: "clientorderid is duplicated", kind: conflict, reason: "an order with this client order id already exists"},
		{text: "client_order_id must be unique", kind: conflict, reason: "an order with this client order id already exists"},
		{text: "no updates are to be performed", kind: conflict, reason: "nothing to change: already in that state"},
		{text: "nothing to update", kind: conflict, reason: "nothing to change: already in that state"},
		// An update or upgrade refused because the target already runs the
		// newest version (ECS NoUpdateAvailableException "the agent is
		// already running the latest version", apt "is already the newest
		// version", az "You already have the latest"): the state the step
		// was to bring about already holds, as "no updates are to be
		// performed" (set 395).
		{text: "already running the latest version", kind: conflict, reason: "already at the newest version: nothing to update"},
		{text: "already the newest version", kind: conflict, reason: "already at the newest version: nothing to update"},
		{text: "already have the latest", kind: conflict, reason: "already at the newest version: nothing to update"},
		{text: "already at the latest version", kind: conflict, reason: "already at the newest version: nothing to update"},
		{text: "already on the latest version", kind: conflict, reason: "already at the newest version: nothing to update"},
	}
	missingWords = concat(missingHead, diskFullWords, missingTail)
	// missingHead and missingTail are missingWords around diskFullWords
	// (roomwords.go), which gRPC's RESOURCE_EXHAUSTED reads too: one list,
	// spliced where it always stood, so the matcher's order is unchanged.
	missingHead = []pattern{
		// A record the service says it cannot find "right now", asking for
		// a later try: FedEx Track TRACKING.TRACKINGNUMBER.NOTFOUND "The
		// tracking number you entered can't be found right now. Please check
		// the number with the shipper or try again later." for a label not
		// yet scanned (set 1301): the record catches up with time. FedEx's
		// older "This tracking number cannot be found." stays premise.
		{text: "be found right now", kind: transient, reason: "the record is not there yet ('right now'): it appears with time, try again later"},
		// Kerberos client configuration the plan rests on: MIT KRB5_REALM_UNKNOWN
		// "Cannot find KDC for realm" (no KDC in krb5.conf or DNS SRV; Java
		// "Cannot locate KDC", Heimdal "unable to find realm of host") and
		// KRB5KRB_AP_ERR_SKEW "Clock skew too great" (the host clock must be
		// set; kinit does not correct it as the AWS SDKs do): fix the host,
		// then plan again (held-out set 782).
		{text: "cannot find kdc for realm", kind: premise, reason: "no KDC is configured or published for the realm"},
		{text: "cannot locate kdc", kind: premise, reason: "no KDC is configured or published for the realm"},
		{text: "clock skew too great", kind: premise, reason: "the host clock is off from the KDC's beyond the allowed skew"},
		{text: "no such column", kind: invalid, reason: "no such column: fix the query"},
		// Elastic's clients check the product header before any call and
		// refuse an endpoint that is not Elasticsearch (go-elasticsearch,
		// elasticsearch-py UnsupportedProductError, elasticsearch-js
		// ProductNotSupportedError, elasticsearch-java's missing
		// X-Elastic-Product; set 690): the configured endpoint is not the
		// engine the plan assumed, premise, not a call to repair.
		{text: "server is not elasticsearch", kind: premise, reason: "the endpoint is not Elasticsearch (the client's product check): fix the configured endpoint"},
		{text: "not a supported distribution of elasticsearch", kind: premise, reason: "the endpoint is not Elasticsearch (the client's product check): fix the configured endpoint"},
		{text: "connecting to an elasticsearch instance", kind: premise, reason: "the endpoint is not Elasticsearch (the client's product check): fix the configured endpoint"},
		// Cassandra's and ScyllaDB's missing table, an InvalidRequest
		// (0x2200) in their words (set 388): "unconfigured table x", and
		// Cassandra 2's "unconfigured columnfamily x". The table the
		// statement rests on is not there, as "no such table".
		{text: "unconfigured table", kind: premise, reason: "no such table (Cassandra, ScyllaDB): the schema is not as the plan assumed"},
		{text: "unconfigured columnfamily", kind: premise, reason: "no such table (Cassandra, ScyllaDB): the schema is not as the plan assumed"},
		// A statement that names no database or keyspace and runs on a
		// session that has none selected (set 1268): Cassandra's and
		// ScyllaDB's InvalidRequest "No keyspace has been specified. USE a
		// keyspace, or explicitly specify keyspace.tablename", MySQL 1046
		// ER_NO_DB_ERROR "No database selected" (also Vitess VT09005 "no
		// database selected: use keyspace..."). Nothing is missing: the
		// call must qualify the table or select one. A keyspace or
		// database that is named and absent stays premise.
		{text: "no keyspace has been specified", kind: invalid, reason: "the statement names no keyspace and the session has none: qualify the table (keyspace.table)"},
		{text: "no database selected", kind: invalid, reason: "the statement names no database and the connection has none selected: qualify the table or select one"},
		// A postal address the service could not verify (set 181): EasyPost
		// ADDRESS.VERIFY.FAILURE "Unable to verify address." with errors
		// "Address not found", as Stripe's postal_code_invalid and
		// customer_tax_location_invalid: the address the call carries is
		// wrong, correct it (invalid), not a missing object.
		{text: "unable to verify address", kind: invalid, reason: "the address could not be verified: correct it"},
		{text: "unable to verify the address", kind: invalid, reason: "the address could not be verified: correct it"},
		{text: "could not verify address", kind: invalid, reason: "the address could not be verified: correct it"},
		{text: "could not verify the address", kind: invalid, reason: "the address could not be verified: correct it"},
		{text: "address could not be verified", kind: invalid, reason: "the address could not be verified: correct it"},
		{text: "address verification failed", kind: invalid, reason: "the address could not be verified: correct it"},
		// The same verdict in the words other services relay (set 722):
		// USPS Web Tools' AddressValidate "The address as submitted could
		// not be found. Check for excessive abbreviations ..." (through
		// Shippo's messages and AvaTax's address resolution), Endicia's
		// and Shippo's "Address Validation Failed: ...", and a tax engine
		// that cannot place the address in a jurisdiction (AvaTax
		// JurisdictionNotFoundError "Unable to determine the taxing
		// jurisdictions.", Stripe customer_tax_location_invalid): the
		// address the call carries is wrong, whatever "not found" says.
		{text: "address as submitted could not be found", kind: invalid, reason: "the address could not be verified: correct it"},
		{text: "address validation failed", kind: invalid, reason: "the address could not be verified: correct it"},
		{text: "determine the taxing jurisdiction", kind: invalid, reason: "the tax engine cannot place the address in a jurisdiction: correct the address"},
		{text: "determine the customer's tax location", kind: invalid, reason: "the tax engine cannot place the address in a jurisdiction: correct the address"},
		// A not-found whose own text prescribes correcting the value sent
		// (set 722): FedEx TRACKING.TRACKINGNUMBER.NOTFOUND "Tracking number
		// cannot be found. Please correct the tracking number and try
		// again." (and its REFERENCENUMBER twin), PowerShell's "the file
		// was not found. Please correct the path and try again.", KDE's
		// "cannot be found. Please correct the command or URL": the author
		// says the argument is wrong, not the world. "Please verify" or
		// "check" leaves the not-found reading standing.
		{text: "please correct the", kind: invalid, reason: "the message asks to correct the value the call sent: repair the argument"},
		// A card refused for its verification value (set 572): Braintree
		// 2010 "Card Issuer Declined CVV", Adyen "CVC Declined",
		// Checkout.com 200N7 "Decline for CVV2 failure", Square
		// CVV_FAILURE. Each vendor's next step is to enter the security
		// code again: the card data the call carries is wrong (invalid),
		// as Stripe's incorrect_cvc, not a card that cannot pay.
		{text: "declined cvv", kind: invalid, reason: cvvDeclineReason},
		{text: "cvv declined", kind: invalid, reason: cvvDeclineReason},
		{text: "cvc declined", kind: invalid, reason: cvvDeclineReason},
		{text: "cvv2 failure", kind: invalid, reason: cvvDeclineReason},
		{text: "cvv failure", kind: invalid, reason: cvvDeclineReason},
		{text: "cvv_failure", kind: invalid, reason: cvvDeclineReason},
		// A "not found" that says the object exists in the other mode of
		// the API key (Stripe, Mollie; stripe.go keyModeMismatch): denied.
		{text: "mode key was used", kind: denied, reason: "the object exists in the other mode of the API key: use the key of that mode"},
		{text: "but the wrong mode is used", kind: denied, reason: "the object exists in the other mode of the API key: use the key of that mode"},
		// A coding agent's edit tool whose old text is not in the file, in
		// each harness's words: the MCP filesystem server's "could not find
		// exact match", Claude Code, Anthropic's str_replace_editor (its
		// reference implementation and the text editor tool's docs), Aider's
		// SEARCH/REPLACE blocks, Codex's apply_patch. The edit ruling
		// (docs/taxonomy.md, revised): the file does not hold what the
		// step believed it holds, and only a fresh read can give the
		// text: premise (replan with the read), as the dev sample reads a
		// missing parent directory. The blind sets split 13 to 15 by set
		// since 126, and 8 to 3 since 300.
		{text: "string to replace not found", kind: premise, reason: editMismatchReason},
		{text: "did not appear verbatim", kind: premise, reason: editMismatchReason},
		{text: "no match found for replacement", kind: premise, reason: editMismatchReason},
		{text: "failed to exactly match lines", kind: premise, reason: editMismatchReason},
		{text: "failed to find expected lines", kind: premise, reason: editMismatchReason},
		{text: "unknown column", kind: invalid, reason: "unknown column: fix the query"},
		// polars' ColumnNotFoundError "unable to find column \"x\"; valid
		// columns: [...]": the call's own name, as "unknown column" (held-out
		// set 822), not a missing object.
		{text: "unable to find column", kind: invalid, reason: "the call names a column its target does not have"},
		// ClickHouse's new analyzer (24.3+) for a name the query uses that
		// no column, alias or argument in scope has (UNKNOWN_IDENTIFIER,
		// code 47, "Unknown expression identifier 'x' in scope ..."): the
		// query's own name, as "unknown column" (set 1176's near miss).
		{text: "unknown expression identifier", kind: invalid, reason: "the query names an identifier no column or alias in scope has: fix the query"},
		// pandas' merge with no on= and no shared column names: the call
		// must name its join keys (held-out set 822).
		{text: "no common columns to perform merge on", kind: invalid, reason: "the merge names no join keys: name them"},
		// An array or frame operation whose operands' shapes do not fit
		// (held-out set 822): numpy's broadcasting, concatenate, reshape
		// and dot, pandas' column assignment. The same call with the same
		// arrays fails again; reshape or realign the arguments.
		{text: "could not be broadcast together", kind: invalid, reason: "the operands' shapes do not broadcast: reshape them"},
		{text: "does not match length of index", kind: invalid, reason: "the values' length does not fit the frame: repair them"},
		{text: "except for the concatenation axis must match exactly", kind: invalid, reason: "the arrays' shapes do not concatenate: reshape them"},
		{text: "cannot reshape array of size", kind: invalid, reason: "the array does not fit the requested shape"},
		{text: ") not aligned: ", kind: invalid, reason: "the operands' shapes do not align: reshape them"},
		// MySQL's and TiDB's names for a table or database that is not there
		// (set 425): 1051 "Unknown table 'shop.customers'" (DROP TABLE,
		// 42S02) and 1049 "Unknown database 'shopx'" (USE, connect), premise
		// as PostgreSQL's 42P01 and 3D000; but 1109 "Unknown table 'c' in
		// MULTI DELETE" names an alias of the statement: invalid.
		{text: "in multi delete", kind: invalid, reason: "MySQL 1109: a table of a multi-table DELETE not named in its FROM: fix the statement"},
		{text: "unknown table '", kind: premise, reason: "MySQL 1051: the table does not exist"},
		{text: "unknown database '", kind: premise, reason: "MySQL 1049: the database does not exist"},
		// ClickHouse's new analyzer names a table that is not there (code 60
		// UNKNOWN_TABLE) "Unknown table expression identifier 'db.t' in
		// scope ..." (set 1176): premise as "Table db.t doesn't exist"; its
		// "Unknown expression identifier" (a column, code 47) stays the
		// call's own name.
		{text: "unknown table expression identifier", kind: premise, reason: "ClickHouse 60 UNKNOWN_TABLE: the table does not exist"},
		// An Oracle listener that answers but serves no such service or SID
		// (set 1176): ORA-12514 "TNS:listener does not currently know of
		// service requested in connect descriptor" (23ai: "Service x is not
		// registered with the listener at host ..."), ORA-12505 "... of SID
		// given in connect descriptor". The connect target the plan names is
		// not there, as an unknown database; a listener that cannot be
		// reached or has no free handler keeps its wait.
		{text: "listener does not currently know of service", kind: premise, reason: "ORA-12514: the listener serves no such service: the connect target does not exist"},
		{text: "listener does not currently know of sid", kind: premise, reason: "ORA-12505: the listener serves no such SID: the connect target does not exist"},
		{text: "is not registered with the listener", kind: premise, reason: "ORA-12514: the listener serves no such service: the connect target does not exist"},
		{text: "did not match any file", kind: premise, reason: "git: the path or ref does not exist"},
		{text: "couldn't find remote ref", kind: premise, reason: "git: the remote branch does not exist"},
		{text: "remote contains work that you do", kind: premise, reason: "git: the remote has commits the local branch lacks (fetch first)"},
		{text: "foreign key constraint failed", kind: premise, reason: "a referenced row does not exist (or still references this one)"},
		// The same foreign key break in the words "violated"/"violation"
		// (set 1040): Prisma 5's P2003 "Foreign key constraint violated on
		// the constraint: `Post_authorId_fkey`", Firebird's "violation of
		// FOREIGN KEY constraint", Derby's "caused a violation of foreign key
		// constraint", HSQLDB's "foreign key no parent". The referenced row
		// is missing (or children remain): premise, not a malformed call,
		// whatever "Invalid `prisma...` invocation" above it says.
		{text: "foreign key constraint violated", kind: premise, reason: "a referenced row does not exist (or still references this one)"},
		{text: "violation of foreign key constraint", kind: premise, reason: "a referenced row does not exist (or still references this one)"},
		{text: "foreign key no parent", kind: premise, reason: "a referenced row does not exist"},
		// Oracle's words for the same break (set 1176): ORA-02291
		// "integrity constraint (S.FK) violated - parent key not found" and
		// ORA-02292 "... violated - child record found" (a delete of a row
		// other rows still reference): premise both ways, as 23503.
		{text: "violated - parent key not found", kind: premise, reason: "a referenced row does not exist (ORA-02291, as 23503)"},
		{text: "violated - child record found", kind: premise, reason: "rows still reference this one (ORA-02292, as 23503): change or delete them first"},
		// Prisma's P2014, its own check of a required relation before the
		// database's: "The change you are trying to make would violate the
		// required relation 'OrderToItem' between the `Order` and `Item`
		// models." Rows on the other side still need this one, as 23503's
		// delete of a referenced row (the lead, with set 1040's P2003).
		{text: "would violate the required relation", kind: premise, reason: "rows of a required relation still depend on this one (Prisma P2014): change or delete them first"},
		// PostgreSQL's 23503 relayed by an HTTP gateway (PostgREST and so
		// Supabase map it to 409; Hasura to constraint-violation): the
		// referenced row is missing, not a world already holding the row
		// (set 649).
		{text: "violates foreign key constraint", kind: premise, reason: "foreign_key_violation (23503): a referenced row does not exist (or still references this one)"},
		// Stored rows that a check finds breaking a foreign key, in the
		// checking tools' words: a tool surfacing SQLite's PRAGMA
		// foreign_key_check ("2 row(s) in notes violate a foreign key to
		// notebooks", set 177), Django's SQLite check_constraints ("has an
		// invalid foreign key: ... does not have a corresponding value"),
		// Rails' "Foreign key violations found: notes". The store's data
		// is not as the plan believes, as PostgreSQL's "is violated by some
		// row" (sets 100, 116): premise, not a wrong call.
		{text: "violate a foreign key", kind: premise, reason: "stored rows break a foreign key: the data is not as the plan believes"},
		{text: "violates a foreign key", kind: premise, reason: "stored rows break a foreign key: the data is not as the plan believes"},
		{text: "has an invalid foreign key", kind: premise, reason: "stored rows break a foreign key: the data is not as the plan believes"},
		{text: "foreign key violations found", kind: premise, reason: "stored rows break a foreign key: the data is not as the plan believes"},
		{text: "more than one poddisruptionbudget", kind: premise, reason: "the pod's disruption budgets overlap"},
		// An eviction a PodDisruptionBudget holds back, in the words of
		// client-go's StatusError (no status in the text), kubectl drain,
		// the cluster-autoscaler and Karpenter: the API documents it as
		// 429 "try again later" (set 510): the budget frees as pods turn
		// healthy, so time is the variable: transient.
		{text: "violate the pod's disruption budget", kind: transient, reason: pdbEvictionReason},
		{text: "not enough pod disruption budget", kind: transient, reason: pdbEvictionReason},
		{text: "prevents pod evictions", kind: transient, reason: pdbEvictionReason},
		{text: "healthy pods and has", kind: transient, reason: pdbEvictionReason},
		{text: "no commits between", kind: premise, reason: "the branches have no commits between them"},
		{text: "branch cannot be merged", kind: premise, reason: "the branch cannot be merged as it stands"},
		{text: "would be overwritten by checkout", kind: premise, reason: "local changes block the checkout"},
		{text: "is not running", kind: premise, reason: "it is not running"},
		{text: "port is already allocated", kind: premise, reason: "the port is taken by something else"},
		{text: "cannot remove a running container", kind: premise, reason: "the container is running"},
		// libpod's ErrCtrStateInvalid, "container state improper", which
		// Podman appends to every refusal of an operation the container's
		// state does not allow ("can only kill running containers. <id> is
		// in state exited: container state improper", "can only create
		// exec sessions on running containers", rm of a running one): the
		// belief about the container's state is false (set 1470).
		{text: "container state improper", kind: premise, reason: "the container is in the wrong state for the operation (Podman ErrCtrStateInvalid): read its state and replan"},
		{text: "can only kill running containers", kind: premise, reason: "the container is not running (Podman): read its state and replan"},
		{text: "can only create exec sessions on running containers", kind: premise, reason: "the container is not running (Podman): start it or replan"},
		{text: "author identity unknown", kind: premise, reason: "git: no author identity is configured"},
		// The last line of the same refusal (ident.c), all a tool that keeps
		// only stderr's tail shows (set 1346, live git 2.39).
		{text: "unable to auto-detect email address", kind: premise, reason: "git: no committer email is configured (user.email)"},
		{text: "not possible to fast-forward", kind: premise, reason: "git: the branches diverged"},
		{text: "terminal prompts disabled", kind: denied, reason: "git: credentials are needed and none are configured"},
		{text: "could not resolve host", kind: kindUnresolved, reason: "the host name did not resolve"},
		// GNU wget's own line for the same failure (http.c, also printed
		// alone under -nv): like curl's (6) it does not say whether the
		// name is absent or the resolver failed (set 651), and it must not
		// fall to a word in the host name ("x.invalid").
		{text: "unable to resolve host address", kind: kindUnresolved, reason: "the host name did not resolve"},
		// curl (5): the proxy's name, read as its (6) for the host.
		{text: "could not resolve proxy", kind: kindUnresolved, reason: "the proxy's host name did not resolve"},
		{text: "ssl certificate problem", kind: premise, reason: "TLS certificate not trusted (configuration)"},
		{text: "remote end hung up unexpectedly", kind: transient, reason: "the remote dropped the connection"},
		{text: "tuple concurrently updated", kind: transient, reason: "a concurrent update of the same catalog row: run it again"},
		{text: "use case details have not been submitted", kind: premise, reason: "the model's access form is not submitted"},
		{text: "failing to pull image", kind: premise, reason: "the container's image cannot be pulled"},
		{text: "does not handle the modal state", kind: premise, reason: "a dialog is open: handle it first"},
		{text: "running with the --read-only option", kind: premise, reason: "the server is read-only (a replica)"},
		{text: "filelimitexceeded", kind: premise, reason: "a container's item limit is reached"},
		{text: "invoice_not_editable", kind: premise, reason: "the invoice is no longer a draft"},
		{text: "did not resolve to an object", kind: premise, reason: "git: the ref does not exist"},
		{text: "range is full", kind: premise, reason: "the address range is exhausted"},
		{text: "no item found", kind: premise, reason: "not found"},
		{text: "no endpoint found", kind: premise, reason: "not found"},
		{text: "no export named", kind: premise, reason: "not found"},
		{text: "in a completed pod", kind: premise, reason: "the pod has completed"},
		{text: "being used by stopped container", kind: premise, reason: "a stopped container still uses it"},
		{text: "is not installed", kind: premise, reason: "a dependency is not installed"},
		// Set 1469: a browser that cannot start on this host or with this
		// driver, in Chromium's and ChromeDriver's fixed words: the zygote's
		// "No usable sandbox! Update your kernel or see ..." and "Running as
		// root without --no-sandbox is not supported" (behind Puppeteer's
		// "Failed to launch the browser process!" or go-rod's "[launcher]
		// Failed to get the debug url: "), and ChromeDriver's "This version
		// of ChromeDriver only supports Chrome version N" with or without
		// its W3C code. The host or the installed versions must change; no
		// retry starts it and no argument of the step is wrong.
		{text: "no usable sandbox", kind: premise, reason: "the host gives Chromium no usable sandbox (kernel, user namespaces): the environment must change"},
		{text: "running as root without --no-sandbox", kind: premise, reason: "Chromium refuses to run as root with its sandbox on: the environment (user or launch flags) must change"},
		{text: "only supports chrome version", kind: premise, reason: "the installed ChromeDriver and Chrome versions differ: install a matching pair"},
		{text: "not mergeable", kind: premise, reason: "the pull request cannot be merged as it stands"},
		// Set 114: a change request with merge conflicts, under any
		// status (Bitbucket 409 "You can't merge until you resolve all
		// merge conflicts", Azure DevOps TF401179 "has merge conflicts"):
		// not existing state the step made, a state to resolve first.
		{text: "merge conflict", kind: premise, reason: "the change has merge conflicts: resolve them first"},
		{text: "err_cert_", kind: premise, reason: "TLS certificate not trusted (configuration)"},
		{text: "database space exceeded", kind: premise, reason: "the datastore is full"},
		// A recipient's mailbox at its quota, in the words MTAs use without
		// an RFC 3463 code (Yahoo/AOL "552 1 Requested mail action aborted,
		// mailbox full", Exim's appendfile "mailbox is full (MTA-imposed
		// quota exceeded ...)"): the recipient must make room (set 718).
		{text: "mailbox full", kind: premise, reason: "the recipient's mailbox is full"},
		{text: "mailbox is full", kind: premise, reason: "the recipient's mailbox is full"},
		// Set 1281: an account's state in a provider's SMTP words, without
		// an RFC 3463 code: Yahoo/AOL "554 delivery error: dd This user
		// doesn't have a yahoo.com account" (no such recipient) and
		// Amazon SES "554 Message rejected: Sending paused for this
		// account" (the SMTP twin of SendingPausedException).
		{text: "dd this user doesn't have a", kind: premise, reason: "the recipient has no account at the provider"},
		{text: "sending paused for this", kind: premise, reason: "sending is paused for the account or configuration set"},
		// RFC 5321's own text for a 550 (4.2.2): the mailbox is not
		// there or takes no mail, permanently; a 450 with the same words is
		// the transient one and keeps its reading (set 718's note).
		{text: "550 requested action not taken: mailbox unavailable", kind: premise, reason: "the recipient's mailbox is unavailable for good (SMTP 550)"},
		{text: "550 mailbox unavailable", kind: premise, reason: "the recipient's mailbox is unavailable for good (SMTP 550)"},
		{text: "550, b'requested action not taken: mailbox unavailable", kind: premise, reason: "the recipient's mailbox is unavailable for good (SMTP 550)"},
		// The same exhausted sequence in SQL Server's (11728) and Oracle's
		// (ORA-08004) words as PostgreSQL's 2200H (pgsentence.go).
		{text: "has reached its minimum or maximum value", kind: premise, reason: "the sequence is exhausted: raise its bound or cycle it"},
		{text: "exceeds maxvalue and cannot be instantiated", kind: premise, reason: "the sequence is exhausted: raise its bound or cycle it"},
		// Pub/Sub's ordered publishing after a failed publish, in each
		// client's words (set 1385): the key stays paused, and every later
		// publish on it fails, until ResumePublish is called. Go's text
		// above; Rust's PublishError::OrderingKeyPaused "the ordering key
		// was paused" (google-cloud-rust #4286); Java's
		// SequentialExecutorService CancellationException "Execution
		// cancelled because executing previous runnable failed."
		// (googleapis/java-pubsub); Python's message-less
		// PublishToPausedOrderingKeyException, known by its name.
		{text: "paused due to previous error", kind: premise, reason: "publishing is paused until it is resumed"},
		{text: "ordering key was paused", kind: premise, reason: "publishing on the ordering key is paused until it is resumed"},
		{text: "executing previous runnable failed", kind: premise, reason: "publishing on the ordering key is paused after an earlier failure until it is resumed"},
		{text: "publishtopausedorderingkeyexception", kind: premise, reason: "publishing on the ordering key is paused until it is resumed"},
		{text: "insufficient stock", kind: premise, reason: "not enough stock"},
		{text: "out of stock", kind: premise, reason: "out of stock"},
		// Set 1342: Amazon MCF's ItemQuantityNotAvailable "There is not
		// enough quantity of item xyz." (fulfillmentOutbound 2026-07-04).
		{text: "not enough quantity", kind: premise, reason: "not enough stock"},
		{text: "doesn't have a resource type", kind: premise, reason: "kubernetes: the resource type (a CRD) is not installed"},
		{text: "err_name_not_resolved", kind: premise, reason: "DNS: the host name does not resolve"},
		// "Could not find" is "not found" (SageMaker ValidationException
		// "Could not find endpoint"); an edit's old text missing from the
		// file is the edit ruling's (above), ahead of it.
		{text: "could not find exact match", kind: premise, reason: editMismatchReason},
		// Go's exec.ErrNotFound, also inside an MCP client's error when its
		// stdio server's command is not installed (go-sdk, mcp-go; set
		// 239): the program the configuration names is not on this host,
		// premise as goWords reads it, not "not found" guessed.
		{text: "executable file not found", kind: premise, reason: "the program is not installed on this host (exec.ErrNotFound): install it or change the configured command"},
		// Azure Functions Core Tools' lookup of the function app by name
		// (func azure functionapp publish, fetch-app-settings, logstream:
		// "Can't find app with name \"x\"", set 1809): the app is not in
		// the signed-in subscriptions.
		{text: "can't find app with name", kind: premise, reason: "the function app named is not in the signed-in subscriptions: create it or select its subscription"},
		{text: "could not find", kind: premise, reason: "not found"},
		{text: "couldn't find", kind: premise, reason: "not found"},
		// "Unable to find" in the same sense (kubectl rollout undo's
		// "unable to find specified revision 5 in history", set 1031).
		{text: "unable to find", kind: premise, reason: "not found"},
		{text: "could not be found", kind: premise, reason: "not found"},
		{text: "not found", kind: premise, reason: "not found"},
		{text: "notfound", kind: premise, reason: "not found"},
		{text: "not_found", kind: premise, reason: "not found"},
		// A property or named vector the call names that its collection's
		// schema does not define, in the vector stores' words: Weaviate's
		// 422 "no such prop with name 'x' found in class 'C' in the schema"
		// (an object's field or a where filter's path) and Qdrant's "Wrong
		// input: Not existing vector name error: x" (a query's or point's
		// `using` name). The call's own name, as "unknown column" and "no
		// such field" (set 1202), ahead of "not exist" and "no such"; a
		// collection that does not exist stays premise.
		{text: "no such prop with name", kind: invalid, reason: "the call names a property its collection does not have"},
		{text: "not existing vector name", kind: invalid, reason: "the call names a vector its collection does not define"},
		// A search filter that names a field the listing schema does not
		// have, with the filter's syntax in the same sentence (Spark API
		// code 1040 "The _filter syntax was invalid or a specified field to
		// search on does not exist."; set 1752): the call's own filter, as
		// "unknown field"; a saved search or record that does not exist
		// stays premise.
		{text: "field to search on does not exist", kind: invalid, reason: "the search filter is malformed or names a field the schema lacks: fix the filter"},
		{text: "_filter syntax was invalid", kind: invalid, reason: "the search filter is malformed or names a field the schema lacks: fix the filter"},
		{text: "does not exist", kind: premise, reason: "does not exist"},
		{text: "doesn't exist", kind: premise, reason: "does not exist"},
		{text: "do not exist", kind: premise, reason: "does not exist"},
		{text: "not exist", kind: premise, reason: "does not exist"},
		// The 1Password CLI's lookup miss: "[ERROR] ... "w1294-db" isn't an
		// item in the "Infra" vault. Specify the item with its UUID, name,
		// or domain." and ""Infra" isn't a vault in this account" (set
		// 1294): the item or vault the plan reads is not there.
		{text: "isn't an item in", kind: premise, reason: "the item is not in that vault"},
		{text: "isn't a vault in", kind: premise, reason: "the vault is not in that account"},
		// Kong's foreign key violation (kong/db/errors.lua, code 4): "the
		// foreign key '{id=...}' does not reference an existing 'services'
		// entity." A reference to an entity that is not there, as "does not
		// exist" (set 746); the call's value is well formed, the world lacks it.
		{text: "does not reference an existing", kind: premise, reason: "the referenced entity does not exist"},
		// Prometheus's checkFileExists (promtool check config, set 1349):
		// "\"/etc/prometheus/rules/node.yml\" does not point to an existing
		// file", for rule_files and the TLS and credential files a config
		// names: the path names no file on this host, as "no such file".
		{text: "does not point to an existing", kind: premise, reason: "the path the configuration names points to no existing file"},
		// A field or column the call names that its target lacks
		// (BigQuery insertAll's per-row "no such field: age.", SQLite's
		// "no such column"): the call's own name, as "unknown column"
		// (set 394), ahead of "no such".
		{text: "no such field", kind: invalid, reason: "the call names a field its target does not have"},
		{text: "no such column", kind: invalid, reason: "the call names a column its target does not have"},
		// The same in other engines' words: Cassandra's "Undefined column
		// name x", Spanner's "Column not found in table T: c" (set 975).
		{text: "undefined column name", kind: invalid, reason: "the call names a column its target does not have"},
		{text: "column not found in table", kind: invalid, reason: "the call names a column its target does not have"},
		// An algorithm the call names that the library does not have
		// (pgcrypto px.c: "No such hash algorithm", "No such cipher
		// algorithm"; set 1183): the call's own argument, ahead of "no such".
		{text: "no such hash algorithm", kind: invalid, reason: "the call names an algorithm the library does not have"},
		{text: "no such cipher algorithm", kind: invalid, reason: "the call names an algorithm the library does not have"},
		{text: "no such algorithm", kind: invalid, reason: "the call names an algorithm the library does not have"},
		{text: "no such", kind: premise, reason: "no such object"},
		{text: "enoent", kind: premise, reason: "ENOENT"},
		// Set 1553: a field the call names that the object's type lacks
		// (Graph API "(#100) Tried accessing nonexisting field
		// (transactions) on node type (AdAccount)", a field removed in a
		// newer version): the call's own field name, ahead of "nonexistent".
		{text: "nonexisting field", kind: invalid, reason: "the call names a field the object's type does not have: fix the field list"},
		{text: "nonexistent field", kind: invalid, reason: "the call names a field the object's type does not have: fix the field list"},
		{text: "nonexistent", kind: premise, reason: "does not exist"},
		{text: "non-existent", kind: premise, reason: "does not exist"},
		{text: "unknown resource", kind: premise, reason: "unknown resource"},
		{text: "no longer exist", kind: premise, reason: "no longer exists"},
		// A task its own timeout already closed (Temporal "activity
		// already timed out or invoking workflow is completed"): gone,
		// ahead of timeoutWords (set 121; goerr.go).
		{text: "already timed out", kind: premise, reason: "the task already timed out and was closed: an answer for it can no longer land"},
		{text: "no longer available", kind: premise, reason: "no longer available"},
		{text: "has been deleted", kind: premise, reason: "deleted"},
		// The same in the present tense (Intercom's 400 parameter_invalid
		// "Away status reason is deleted", set 1556; RabbitMQ's "vhost 'x'
		// is deleted", amqp.go): the object the call names is gone, whatever
		// code it comes under. A word run on ("is deletedAt") is not it.
		{text: "is deleted", kind: premise, word: true, reason: "deleted"},
		{text: "was deleted", kind: premise, reason: "deleted"},
		{text: "been removed", kind: premise, reason: "removed"},
		{text: "marked for deletion", kind: premise, reason: "pending deletion"},
		{text: "scheduled for deletion", kind: premise, reason: "pending deletion"},
		{text: "pending deletion", kind: premise, reason: "pending deletion"},
		{text: "contract expired", kind: premise, reason: "contract expired"},
		{text: "contract has expired", kind: premise, reason: "contract expired"},
		{text: "subscription has expired", kind: premise, reason: "subscription expired"},
		{text: "subscription expired", kind: premise, reason: "subscription expired"},
		{text: "subscription is not active", kind: premise, reason: "subscription inactive"},
		{text: "no active subscription", kind: premise, reason: "subscription inactive"},
		{text: "subscription not found", kind: premise, reason: "subscription missing"},
		{text: "suspended", kind: premise, reason: "suspended"},
		// An account or organisation the provider restricted (Groq's and
		// OpenAI's "Organization has been restricted"): its state, as
		// suspended or disabled, whatever code carries it.
		{text: "organization has been restricted", kind: premise, reason: "the account is restricted"},
		{text: "account has been restricted", kind: premise, reason: "the account is restricted"},
		{text: "not a git repository", kind: premise, reason: "not a repository"},
		{text: "deactivated", kind: premise, reason: "deactivated"},
		{text: "has been disabled", kind: premise, reason: "disabled"},
		{text: "is disabled", kind: premise, reason: "disabled"},
		{text: "are disabled", kind: premise, reason: "disabled"},
		{text: "not enabled", kind: premise, reason: "not enabled"},
		// The contraction, typographic or plain (Salesforce Feedback
		// Management "... API isn’t enabled in your Salesforce org"; set 1320).
		{text: "isn’t enabled", kind: premise, reason: "not enabled"},
		{text: "isn't enabled", kind: premise, reason: "not enabled"},
		{text: "aren’t enabled", kind: premise, reason: "not enabled"},
		{text: "aren't enabled", kind: premise, reason: "not enabled"},
		// A component the server needs for this request was never set up
		// on it (typescript-sdk's streamable HTTP transport "Event store
		// not configured" for a resumption, Grafana's "SMTP not
		// configured, check your grafana.ini"): the server's
		// configuration, as "not enabled", not the request's shape (set 298).
		{text: "not configured", kind: premise, reason: "a component the server needs for this is not configured on it"},
		// The go-sdk's streamable HTTP handler refusing to resume a stream
		// from a Last-Event-ID: "stream replay unsupported" (the handler has
		// no EventStore, the go-sdk's wording of the TypeScript SDK's "Event
		// store not configured") and "failed to replay events" (the store no
		// longer holds them; the SDK says its 400 "is not really accurate").
		// The header is well formed; the missed messages cannot come back,
		// and the requests they answered must be made again (set 1195).
		{text: "stream replay unsupported", kind: premise, reason: "the server keeps no event store: a stream cannot be resumed from Last-Event-ID, so what it missed must be requested again"},
		{text: "failed to replay events", kind: premise, reason: "the server's event store no longer holds the events after Last-Event-ID: what the stream missed must be requested again"},
		{text: "not activated", kind: premise, reason: "not activated"},
		{text: "has not been used", kind: premise, reason: "service not enabled"},
		// Azure MissingSubscriptionRegistration (a 409): the provider is not
		// enabled for the subscription, as Google's SERVICE_DISABLED (set 37).
		// A task or job type that no worker has registered (Celery's
		// "Received unregistered task of type ...", BullMQ's "Missing
		// process handler for job type", asynq's "handler not found for
		// task", machinery's "Task not registered error", River's
		// UnknownJobKindError, Temporal's ActivityNotRegisteredError): the
		// deployment lacks the code, and a resend is discarded the same
		// way; set 598.
		{text: "received unregistered task", kind: premise, reason: "no worker registers this task type: the deployment must change"},
		{text: "missing process handler for job type", kind: premise, reason: "no worker registers this job type: the deployment must change"},
		{text: "handler not found for task", kind: premise, reason: "no worker registers this task type: the deployment must change"},
		{text: "task not registered error", kind: premise, reason: "no worker registers this task type: the deployment must change"},
		{text: "is not registered in the client's workers bundle", kind: premise, reason: "no worker registers this job kind: the deployment must change"},
		{text: "unable to find activitytype=", kind: premise, reason: "no worker registers this activity type: the deployment must change"},
		// The workflow type in the same words (Temporal's and Cadence's Go
		// worker "unable to find workflow type: %v. Supported types: [%v]";
		// held-out set 831).
		{text: "unable to find workflow type: ", kind: premise, reason: "no worker registers this workflow type: the deployment must change"},
		{text: "is not registered to use", kind: premise, reason: "the subscription is not registered for the resource provider: register it first"},
		{text: "archived", kind: premise, reason: "archived"},
		// Elasticsearch's and OpenSearch's index_closed_exception (reason
		// "closed", a 400; set 409): the index is closed and takes no reads
		// or writes until opened, its state, not the request.
		{text: "index_closed_exception", kind: premise, reason: "the index is closed: open it first"},
		{text: "account closed", kind: premise, reason: "account closed"},
		// An account the provider blocked (ECS BlockedException "Your Amazon
		// Web Services account was blocked", EC2 Blocked "The account is
		// currently blocked"): the holder's state, as disabledHolder's
		// suspended or deactivated account (set 395).
		{text: "account was blocked", kind: premise, reason: "the account is blocked: its state, not this call"},
		{text: "account has been blocked", kind: premise, reason: "the account is blocked: its state, not this call"},
		{text: "account is blocked", kind: premise, reason: "the account is blocked: its state, not this call"},
		{text: "account is currently blocked", kind: premise, reason: "the account is blocked: its state, not this call"},
	}
	missingTail = []pattern{
		{text: "disk quota", kind: premise, reason: "disk quota"},
		{text: "read-only file system", kind: premise, reason: "read-only file system"},
		{text: "erofs", kind: premise, reason: "EROFS"},
		{text: "read-only transaction", kind: premise, reason: "read-only transaction"},
		// Dynamics 365 Sales: a quote, order or invoice past Draft/Active is
		// read-only until revised or reopened ("Cannot Update a Read-Only
		// Entity"), and only an Active product or price list may be added
		// ("You can only add active products"): the record's state, not the
		// call (MicrosoftDocs SupportArticles troubleshoot-opportunities-issues;
		// set 1680).
		{text: "update a read-only entity", kind: premise, reason: "the record is read-only in its state (Dynamics: Won/Closed quote, order or invoice): revise or reopen it first"},
		// Toast's common error "The resource is currently marked READ-ONLY
		// and cannot be updated." under its 4xx ErrorMessage (set 1696):
		// the resource's own state forbids the update for every caller, no
		// field to repair. "field is read-only" (a read-only property in
		// the body) keeps invalid.
		{text: "resource is currently marked read-only", kind: premise, reason: "the resource is marked read-only in its state: no update is taken until that changes"},
		{text: "resource is marked read-only", kind: premise, reason: "the resource is marked read-only in its state: no update is taken until that changes"},
		{text: "record is marked read-only", kind: premise, reason: "the record is marked read-only in its state: no update is taken until that changes"},
		{text: "can only add active", kind: premise, reason: "the item is not Active (Dynamics: a Draft product or price list): activate it first"},
		{text: "x509:", kind: premise, reason: "TLS certificate not trusted"},
		{text: "failed to verify certificate", kind: premise, reason: "TLS certificate not trusted"},
		{text: "certificate has expired", kind: premise, reason: "TLS certificate expired"},
		{text: "unknown authority", kind: premise, reason: "TLS certificate not trusted"},
		{text: "directory not empty", kind: premise, reason: "not empty"},
		// java.nio.file's ENOTEMPTY: "DirectoryNotEmptyException: /path"
		// (Files.delete, Files.move onto a non-empty directory; set 102).
		{text: "directorynotemptyexception", kind: premise, reason: "not empty (java.nio.file)"},
		// NTSTATUS names and MS-ERREF texts as SMB clients print them
		// (smbclient "NT_STATUS_...", go-smb2 "response error: <MS-ERREF
		// text>"): a share that is not on the server, a folder that still
		// holds files, a name that is a file where a folder was assumed or
		// the reverse (held-out set 1350).
		{text: "status_bad_network_name", kind: premise, reason: "no such share on the server (NTSTATUS 0xC00000CC)"},
		{text: "{network name not found}", kind: premise, reason: "no such share on the server (NTSTATUS 0xC00000CC)"},
		{text: "status_directory_not_empty", kind: premise, reason: "the directory still holds entries (NTSTATUS 0xC0000101)"},
		{text: "status_not_a_directory", kind: premise, reason: "the name is a file where a directory was assumed (NTSTATUS 0xC0000103)"},
		{text: "status_file_is_a_directory", kind: premise, reason: "the name is a directory where a file was assumed (NTSTATUS 0xC00000BA)"},
		// STATUS_NOT_A_REPARSE_POINT 0xC0000275, by name and in MS-ERREF's
		// words ("The NTFS file or directory is not a reparse point.",
		// go-smb2 Readlink on a plain file; set 1676): the name is not the
		// link the plan assumed.
		{text: "status_not_a_reparse_point", kind: premise, reason: "the name is not a link or reparse point (NTSTATUS 0xC0000275)"},
		{text: "is not a reparse point", kind: premise, reason: "the name is not a link or reparse point (NTSTATUS 0xC0000275)"},
		{text: "is not empty", kind: premise, reason: "not empty"},
		// Box's 400 folder_not_empty "Cannot delete – folder not empty"
		// (developer.box.com common errors; set 1526): the folder still
		// holds items, with no "is" between the noun and "not empty".
		{text: "folder not empty", kind: premise, reason: "the folder still holds items: empty it first (or delete recursively)"},
		{text: "folder_not_empty", kind: premise, reason: "the folder still holds items: empty it first (or delete recursively)"},
		{text: "directory_not_empty", kind: premise, reason: "the directory still holds items: empty it first"},
		{text: "bucketnotempty", kind: premise, reason: "not empty"},
		{text: "executable file not found", kind: premise, reason: "executable missing"},
	}
	// firstWords are specific phrases that a broader word in an earlier
	// group ("forbidden") would otherwise shadow.
	firstWords = concat(warehouseWords, dagRefusalWords, yugabyteWords, queryBreadthWords, emptySchemaWords, bitcoinWarmupWords, ethersCodeWords, elasticWords, authOffWords, moderatedInputWords, mediaContentWords, missingProgramWords, hostDeviceWords, invalidGeometryWords, routingArgWords, noRouteWords, ambiguousPlaceWords, unseenWords, clientOptionWords, heldWords, failedStartWords, storeFullWords, queryMemoryWords, storeDamageWords, lockNowWords, lockLostWords, grantOptionWords, scalarSubqueryWords, otherSQLWords, npmNotFoundWords, projectPrivateWords, pipelineAuthWords, hedgedNotFoundWords, translationArgWords, hiddenRepoWords, oneTimePasswordWords, otherRuntimeWords, stackDepthWords, roleNeededWords, killedSessionWords, startOnlyWords, connectionStartWords, serverRoleWords, jobRecordWords, jobTimeLimitWords, forbiddenCharWords, []pattern{ // geomwords.go (set 358); heldrole.go (set 100); serverrole.go (set 111)
		// The Anthropic SDKs refuse, before any request, a non-streaming
		// call whose max_tokens could run past ten minutes: stream it or
		// ask for fewer tokens. Nothing timed out; the call is wrong.
		{text: "streaming is strongly recommended", kind: invalid, reason: "the SDK refuses a non-streaming call this long: stream it or lower max_tokens"},
		{text: "streaming is required", kind: invalid, reason: "the SDK refuses a non-streaming call this long: stream it or lower max_tokens"},
		{text: "because it is being terminated", kind: premise, reason: "the namespace is being deleted"},
		// Set 114: an act refused on an object switched off, in a text
		// whose status word comes first (Azure SDKs' "(Forbidden)
		// Operation decrypt is not allowed on a disabled key.", azcore's
		// "ERROR CODE: Forbidden"): the key's state, not the caller's
		// authority, as stateWords' "on a disabled " under a 403.
		{text: "not allowed on a disabled ", kind: premise, reason: "the object the call acts on is disabled (enable it first)"},
		{text: "index.lock", kind: transient, reason: "git: another git process holds the index lock"},
		// MySQL and MariaDB ER_NET_PACKET_TOO_LARGE (1153, SQLSTATE 08S01)
		// "Got a packet bigger than 'max_allowed_packet' bytes" and the
		// server's "... was larger than max_allowed_packet": the statement
		// or row is larger than the server takes in one packet. The
		// connection class of its SQLSTATE is not a dropped link: shrink or
		// split the write (set 579).
		{text: "got a packet bigger than", kind: invalid, reason: "MySQL: the statement is larger than max_allowed_packet: shrink or split it"},
		{text: "larger than max_allowed_packet", kind: invalid, reason: "MySQL: the statement is larger than max_allowed_packet: shrink or split it"},
		// MariaDB's prepared-statement parameter sent in pieces and over the
		// limit (1105 "... mysql_send_long_data() is longer than
		// 'max_allowed_packet' bytes"), a generic code: only the words say it
		// (held-out set 797).
		{text: "than 'max_allowed_packet' bytes", kind: invalid, reason: "MySQL: a value is larger than max_allowed_packet: shrink or split it"},
		// Advice to make sure a file exists says it was not found, not
		// that it is already there ("file exists", conflictWords, would
		// read it): AssemblyAI's transcript error "Download error, unable
		// to download <url>. Please make sure the file exists and is
		// accessible from the internet." (set 670).
		{text: "make sure the file exists", kind: premise, reason: "the service asks to make sure the file exists: it could not find it"},
		{text: "make sure that the file exists", kind: premise, reason: "the service asks to make sure the file exists: it could not find it"},
		// A lookup whose remedy is the network: the client could not reach
		// its server and says so beside the missing file or record
		// (huggingface_hub's LocalEntryNotFoundError "... we cannot find
		// the requested files in the local cache. Please check your
		// connection and try again or make sure your Internet connection
		// is on.", raised when the Hub did not answer; transformers' and
		// diffusers' OSError "We couldn't connect to 'https://huggingface.co'
		// to load this file, couldn't find it in the cached files ...
		// Checkout your internet connection ..."; set 1305). Its "cannot
		// find" is the cache's, not the world's: time is the variable. The
		// offline mode's own refusal ("outgoing traffic has been
		// disabled") names no connection and stays premise.
		{text: "check your connection and try again", kind: transient, reason: "the client could not reach its server (it asks to check the connection and try again)"},
		{text: "check your internet connection", kind: transient, reason: "the client could not reach its server (it asks to check the internet connection)"},
		{text: "checkout your internet connection", kind: transient, reason: "the client could not reach its server (it asks to check the internet connection)"},
		{text: "check your network connection", kind: transient, reason: "the client could not reach its server (it asks to check the network connection)"},
		{text: "internet connection is on", kind: transient, reason: "the client could not reach its server (it asks to make sure the internet connection is on)"},
	}, repeatedKeyWords)
	// repeatedKeyWords: one request that names the same key twice, which
	// "duplicate key" (a unique violation, conflictWords) would shadow:
	// etcd's ErrGRPCDuplicateKey "duplicate key given in txn request"
	// (InvalidArgument) and Snowflake 100090 "Duplicate row detected
	// during DML action" (a MERGE source with two rows for one target
	// row), as PostgreSQL's 21000 ON CONFLICT "cannot affect row a second
	// time": deduplicate the request (set 579). overInvalidText reads
	// them ahead of its own duplicate words.
	repeatedKeyWords = []pattern{
		{text: "duplicate key given in", kind: invalid, reason: "the request names the same key twice: deduplicate it"},
		{text: "duplicate row detected during dml action", kind: invalid, reason: "the MERGE source holds two rows for one target row: deduplicate the source"},
		// Set 1553: the request's own list said to hold the same id twice
		// (Microsoft Advertising 1107 "Duplicate identifiers are contained
		// in the array of campaigns."; "duplicate ids in the request").
		{text: "duplicate identifiers are contained in the", kind: invalid, reason: "the request's own list holds the same id twice: deduplicate it"},
		{text: "duplicate ids are contained in the", kind: invalid, reason: "the request's own list holds the same id twice: deduplicate it"},
		{text: "duplicate identifiers in the request", kind: invalid, reason: "the request's own list holds the same id twice: deduplicate it"},
		{text: "duplicate ids in the request", kind: invalid, reason: "the request's own list holds the same id twice: deduplicate it"},
		{text: "duplicate identifiers in the array", kind: invalid, reason: "the request's own list holds the same id twice: deduplicate it"},
		{text: "duplicate ids in the array", kind: invalid, reason: "the request's own list holds the same id twice: deduplicate it"},
		// Set 1644: Java building a map from the step's own rows that
		// repeat a key: Collectors.toMap's IllegalStateException "Duplicate
		// key k (attempted merging values a and b)", Map.of and Set.of's
		// IllegalArgumentException "duplicate key: k" / "duplicate
		// element: e" (ImmutableCollections). Nothing stored is touched.
		{text: "(attempted merging values ", kind: invalid, reason: "Java Collectors.toMap: the input holds the same key twice: deduplicate or merge it"},
		{text: "illegalargumentexception: duplicate key: ", kind: invalid, reason: "Java Map.of: the same key given twice: deduplicate it"},
		{text: "illegalargumentexception: duplicate element: ", kind: invalid, reason: "Java Set.of: the same element given twice: deduplicate it"},
	}
	repeatedKeyMatcher = newMatcher(repeatedKeyWords)
	// redisWords are Redis server replies (their first word is the error
	// kind), as go-redis and other clients return them.
	redisWords = []pattern{
		{text: "redis is loading the dataset", kind: transient, reason: "Redis LOADING: the dataset is still loading"},
		{text: "write against a read only replica", kind: premise, reason: "Redis READONLY: this node is a replica (writes go to the primary)"},
		{text: "wrongtype operation against a key", kind: invalid, reason: "Redis WRONGTYPE: the key holds another type"},
		{text: "wrongtype key is not a valid hyperloglog", kind: invalid, reason: "Redis WRONGTYPE: the key holds no HyperLogLog (set 1284)"},
		// A stream command that needs its key, given none (XGROUP CREATE
		// without MKSTREAM: "ERR The XGROUP subcommand requires the key to
		// exist", as Redis, Valkey and godis word it; set 598): the stream
		// the plan assumed is not there.
		{text: "requires the key to exist", kind: premise, reason: "Redis: the stream key the command needs does not exist (create it, e.g. MKSTREAM)"},
		// Set 1200: a stream read given a special ID that means nothing
		// for its command (XREADGROUP's "$": "ERR The $ ID is meaningless
		// in the context of XREADGROUP ..."; XREAD's ">": "ERR The > ID can
		// be specified only when calling XREADGROUP ..."), as Redis and
		// Valkey word them: the call's ID argument is wrong, invalid.
		{text: "id is meaningless in the context of xreadgroup", kind: invalid, reason: "Redis: $ means nothing to XREADGROUP: use > for new entries or an explicit ID for this consumer's history"},
		{text: "id can be specified only when calling xreadgroup", kind: invalid, reason: "Redis: > is only for XREADGROUP: give XREAD an explicit ID or $"},
		{text: "oom command not allowed when used memory", kind: premise, reason: "Redis OOM: maxmemory is reached"},
		{text: "max number of clients reached", kind: transient, reason: "Redis: connection limit reached"},
		{text: "busy redis is busy running a script", kind: transient, reason: "Redis BUSY: a script is running"},
		{text: "masterdown", kind: transient, word: true, reason: "Redis MASTERDOWN: the link to the primary is down"},
		{text: "clusterdown", kind: transient, word: true, reason: "Redis CLUSTERDOWN"},
		{text: "tryagain", kind: transient, word: true, reason: "Redis TRYAGAIN: a slot is being moved"},
		// NOREPLICAS: min-replicas-to-write is not met, so the primary
		// refuses writes until enough replicas reconnect (set 382).
		{text: "noreplicas", kind: transient, word: true, reason: "Redis NOREPLICAS: too few replicas are connected to accept writes"},
		// Cassandra's and ScyllaDB's Unavailable (gocql's RequestErrUnavailable
		// "Cannot achieve consistency level QUORUM"): too few replicas are
		// alive for the consistency asked; they come back (set 382).
		{text: "cannot achieve consistency level", kind: transient, reason: "Cassandra Unavailable: too few replicas are alive for the consistency level"},
		// Cassandra's and ScyllaDB's WriteTimeout for a write whose
		// outcome a timeout leaves unknown and which is not safe to send
		// again (set 1412): an UNLOGGED_BATCH is not atomic, so part of it
		// may be applied; a CAS (lightweight transaction) may have
		// committed its Paxos round; a COUNTER update applied twice counts
		// twice. The DataStax drivers' default retry policy retries only
		// BATCH_LOG ("the driver does not know if the write was applied",
		// java-driver manual/retries). Java driver "Cassandra timeout
		// during UNLOGGED_BATCH write query at consistency QUORUM (2
		// replica were required but only 0 acknowledged the write)":
		// ambiguous, read it back before writing again. SIMPLE and
		// BATCH_LOG keep the timeout's transient. (The python driver's
		// info={..., 'write_type': 'CAS'} is read as a Go timeout first
		// and is left.)
		{text: "during unlogged_batch write", kind: ambiguous, reason: "Cassandra WriteTimeout on an unlogged batch: part of it may be applied; read back before writing again"},
		{text: "during cas write", kind: ambiguous, reason: "Cassandra WriteTimeout on a lightweight transaction (CAS): it may have committed; read back before writing again"},
		{text: "during counter write", kind: ambiguous, reason: "Cassandra WriteTimeout on a counter update: it may be applied; applying it again counts twice"},
		{text: "noauth authentication required", kind: denied, reason: "Redis NOAUTH"},
		// Set 1363: NOAUTH in its other sentences ("NOAUTH HELLO must be
		// called with the client already authenticated, otherwise the
		// HELLO AUTH <user> <pass> option can be used ..."), whose "must
		// be called with" reads as an argument rule: the code word says
		// the connection is not authenticated, as WRONGPASS and NOPERM.
		{text: "noauth", kind: denied, word: true, reason: "Redis NOAUTH: the connection is not authenticated"},
		// Set 1363: Redis 7's ACL check on a command a script calls ("ERR
		// The user executing the script can't run this command or
		// subcommand script: <sha>, on @user_script:1."): the ACL user
		// lacks the command, as NOPERM; the script is not wrong.
		{text: "the user executing the script can't", kind: denied, reason: "Redis: the ACL user running the script may not run a command it calls"},
		{text: "wrongpass", kind: denied, word: true, reason: "Redis WRONGPASS"},
		{text: "noperm", kind: denied, word: true, reason: "Redis NOPERM: the ACL user may not run this"},
		{text: "noscript no matching script", kind: premise, reason: "Redis NOSCRIPT: load the script first"},
		// redis-py strips the reply's first word when it maps the reply to
		// an exception class (NoScriptError, OutOfMemoryError; redis
		// _parsers/base.py parse_error), so the agent sees the sentence
		// alone; it proves the same thing false (set 934).
		{text: "no matching script. please use eval", kind: premise, reason: "Redis NOSCRIPT: the script is not cached on the server; load it first"},
		{text: "command not allowed when used memory >", kind: premise, reason: "Redis OOM: maxmemory is reached"},
		// The other replies redis-py strips the same way (WRONGPASS,
		// EXECABORT, ERR's wrong arity; its ClusterDownError and
		// MasterDownError keep only the sentence): each proves what its
		// code does (lead, after set 934's report).
		{text: "invalid username-password pair", kind: denied, reason: "Redis WRONGPASS: the credential is wrong or the user is disabled"},
		{text: "transaction discarded because of previous errors", kind: invalid, reason: "Redis EXECABORT: a queued command was malformed, so the transaction was discarded"},
		{text: "wrong number of arguments for '", kind: invalid, reason: "Redis: wrong number of arguments"},
		{text: "the cluster is down", kind: transient, reason: "Redis CLUSTERDOWN: the cluster is not serving until its slots are covered again"},
		{text: "link with master is down", kind: transient, reason: "Redis MASTERDOWN: the replica lost its primary and will not serve stale data"},
		{text: "err unknown command", kind: invalid, reason: "Redis: unknown command"},
		{text: "err unknown subcommand", kind: invalid, reason: "Redis: unknown subcommand of a known command"},
		{text: "err wrong number of arguments", kind: invalid, reason: "Redis: wrong number of arguments"},
		// A Lua runtime type error raised by the script the call sent (Redis
		// and Valkey EVAL/FCALL, Tarantool net.box eval, Neovim exec_lua,
		// Aerospike UDFs): the script's own code is wrong (a nil it did not
		// check, a value of another type), so the call needs a repaired
		// script; the same script fails the same way again (held-out set
		// 810). These are Lua's own words, so other "attempt to" texts
		// (SQLite's "attempt to write a readonly database") keep theirs.
		{text: "attempt to perform arithmetic on", kind: invalid, reason: "a Lua runtime error in the script the call sent: repair the script"},
		{text: "attempt to index a nil value", kind: invalid, reason: "a Lua runtime error in the script the call sent: repair the script"},
		// Lua 5.4's string arithmetic metamethods (lstrlib.c trymt: "attempt
		// to %s a '%s' with a '%s'", the event's name and both operand
		// types) when a string operand does not convert to a number (set
		// 1678, live Lua 5.4.4: "attempt to add a 'number' with a 'string'").
		{text: "attempt to add a '", kind: invalid, reason: "a Lua runtime error (string arithmetic on a non-numeric string): repair the script"},
		{text: "attempt to sub a '", kind: invalid, reason: "a Lua runtime error (string arithmetic on a non-numeric string): repair the script"},
		{text: "attempt to mul a '", kind: invalid, reason: "a Lua runtime error (string arithmetic on a non-numeric string): repair the script"},
		{text: "attempt to div a '", kind: invalid, reason: "a Lua runtime error (string arithmetic on a non-numeric string): repair the script"},
		{text: "attempt to idiv a '", kind: invalid, reason: "a Lua runtime error (string arithmetic on a non-numeric string): repair the script"},
		{text: "attempt to mod a '", kind: invalid, reason: "a Lua runtime error (string arithmetic on a non-numeric string): repair the script"},
		{text: "attempt to pow a '", kind: invalid, reason: "a Lua runtime error (string arithmetic on a non-numeric string): repair the script"},
		{text: "attempt to unm a '", kind: invalid, reason: "a Lua runtime error (string arithmetic on a non-numeric string): repair the script"},
		{text: "attempt to call a nil value", kind: invalid, reason: "a Lua runtime error in the script the call sent: repair the script"},
		// gopher-lua's words for the same (set 1333, live v1.1.2): "attempt
		// to index a non-table object(nil) with key 'port'", "attempt to
		// call a non-function object".
		{text: "attempt to index a non-table object(", kind: invalid, reason: "a Lua runtime error in the script the call sent (gopher-lua): repair the script"},
		{text: "attempt to call a non-function object", kind: invalid, reason: "a Lua runtime error in the script the call sent (gopher-lua): repair the script"},
		{text: "attempt to concatenate a nil value", kind: invalid, reason: "a Lua runtime error in the script the call sent: repair the script"},
		{text: "attempt to compare nil with", kind: invalid, reason: "a Lua runtime error in the script the call sent: repair the script"},
		{text: "attempt to compare number with nil", kind: invalid, reason: "a Lua runtime error in the script the call sent: repair the script"},
		// The client's own order of commands or arguments, refused by the
		// server's command table (redis.io/docs/latest/commands: EXEC and
		// DISCARD "without MULTI", nested MULTI, XADD's "equal or smaller
		// than the target stream top item" for an explicit ID, a float
		// argument that is none; Valkey and KeyDB word them the same): the
		// same call fails the same way, repair it (held-out set 810).
		{text: "exec without multi", kind: invalid, reason: "Redis: EXEC without MULTI: the client's transaction commands are out of order"},
		{text: "discard without multi", kind: invalid, reason: "Redis: DISCARD without MULTI: the client's transaction commands are out of order"},
		{text: "multi calls can not be nested", kind: invalid, reason: "Redis: MULTI inside MULTI: the client's transaction commands are out of order"},
		{text: "equal or smaller than the target stream top item", kind: invalid, reason: "Redis: an explicit stream ID must exceed the stream's last one: use * or a larger ID"},
		{text: "value is not a valid float", kind: invalid, reason: "Redis: an argument that must be a float is not one"},
		{text: "min or max is not a float", kind: invalid, reason: "Redis: a range bound that must be a float is not one"},
		// A cluster command or client against a standalone server: no
		// argument of the call makes the deployment a cluster, so the
		// plan's belief about it is false (sets 1284 and 1363 read it so,
		// as HTTP_1_1_REQUIRED reads a transport the server does not
		// serve).
		{text: "this instance has cluster support disabled", kind: premise, reason: "Redis: a cluster command or client against a server without cluster mode: the deployment is not the cluster the plan assumed"},
		{text: "called without any password configured", kind: invalid, reason: "Redis: AUTH sent to a server that has no password set: fix the client's settings"},
		// SCRIPT KILL or FUNCTION KILL with nothing running: the work to
		// stop has already ended, as a cancel of a finished job
		// (worldstate.go finishedAlready).
		{text: "notbusy no scripts in execution", kind: conflict, reason: "Redis NOTBUSY: no script is running: what the kill wanted already holds"},
		// Set 1284: more of Redis's own refusals, read from its command
		// docs (redis.io/docs/latest/commands), as go-redis returns them
		// (Redis 7.0; Valkey words them the same). The call's arguments or
		// command choice: a corrupt RESTORE payload, a Lua script reading a
		// global it never set, HINCRBY on a field that holds no integer,
		// options that exclude each other (ZADD NX XX, EXPIRE NX XX), XSETID
		// below the stream's top, SORT of strings without ALPHA, a command
		// sent on a connection in subscribe mode: invalid.
		{text: "dump payload version or checksum are wrong", kind: invalid, reason: "Redis: the RESTORE payload is not a DUMP of this server's format: repair the payload"},
		{text: "script attempted to access nonexistent global variable", kind: invalid, reason: "a Lua error in the script the call sent (an unset global): repair the script"},
		{text: "hash value is not an integer", kind: invalid, reason: "Redis: HINCRBY on a hash field that holds no integer: the call does not fit the field"},
		{text: "options at the same time are not compatible", kind: invalid, reason: "Redis: the call combines options that exclude each other"},
		{text: "is smaller than the target stream top item", kind: invalid, reason: "Redis: the stream ID argument is below the stream's last entry"},
		{text: "scores can't be converted into double", kind: invalid, reason: "Redis SORT: the elements are not numbers: sort with ALPHA"},
		{text: "unsubscribe / ping / quit", kind: invalid, reason: "Redis: the connection is in subscribe mode: send the command on another connection"},
		// The server's state or deployment, not the call: a counter at the
		// 64-bit limit, OBJECT FREQ without an LFU policy, WAIT sent to a
		// replica (as READONLY): premise.
		{text: "increment or decrement would overflow", kind: premise, reason: "Redis: the counter is at the 64-bit limit: no increment fits"},
		{text: "lfu maxmemory policy is not selected", kind: premise, reason: "Redis: the server tracks no access frequency (no LFU maxmemory-policy)"},
		{text: "wait cannot be used with replica instances", kind: premise, reason: "Redis: this node is a replica: WAIT goes to the primary"},
		// Set 1363: FAILOVER sent to a replica ("ERR FAILOVER is not valid
		// when server is a replica."), as WAIT: the node's role is not the
		// one the plan believed; "not valid" is about the node, not the call.
		{text: "is not valid when server is a replica", kind: premise, reason: "Redis: this node is a replica: the command goes to the primary"},
		// The operator's boundaries: commands the server was started
		// without (enable-debug-command, enable-module-command) and
		// protected configs (enable-protected-configs), which no client
		// call can lift, as a server started read-only (set 601): denied.
		// An immutable config (set 100) stays premise.
		{text: "option is set to \"local\", you can run it from a local connection", kind: denied, reason: "Redis: the operator disabled this command (enable-*-command)"},
		{text: "can't set protected config", kind: denied, reason: "Redis: the operator protects this config (enable-protected-configs)"},
		// A kill or delete of what is already gone: CLIENT KILL of a
		// connection that has closed, FUNCTION DELETE of a library not
		// loaded: what the step wanted already holds, as NOTBUSY.
		{text: "err no such client", kind: conflict, reason: "Redis CLIENT KILL: the connection is already gone: what the kill wanted holds"},
		{text: "err library not found", kind: conflict, reason: "Redis FUNCTION DELETE: the library is not loaded: what the delete wanted holds"},
		// Set 1363: the call's own shape, refused by the server's script
		// and blocking-command checks (Redis 7.0 via go-redis; Valkey words
		// them the same): a script with the write flag sent through a *_RO
		// command, a write from a read-only script, numkeys that does not
		// fit the arguments, a redis.call with too few arguments, a
		// blocking timeout that is negative or no number. Repair the call;
		// "timeout" here is the argument's name, not a wait.
		{text: "script with write flag using *_ro command", kind: invalid, reason: "Redis: a script that may write was sent through FCALL_RO/EVAL_RO: use FCALL/EVAL"},
		{text: "write commands are not allowed from read-only scripts", kind: invalid, reason: "Redis: a read-only script (EVAL_RO, no-writes flag) tried to write: use the writing variant"},
		{text: "number of keys can't be greater than number of args", kind: invalid, reason: "Redis: numkeys exceeds the arguments given"},
		{text: "number of keys can't be negative", kind: invalid, reason: "Redis: numkeys is negative"},
		{text: "wrong number of args calling redis command from script", kind: invalid, reason: "Redis: a redis.call in the script has the wrong arity: repair the script"},
		{text: "please specify at least one argument for this redis lib call", kind: invalid, reason: "Redis: a redis.call in the script names no command: repair the script"},
		{text: "err timeout is negative", kind: invalid, reason: "Redis: the blocking command's timeout argument is negative"},
		{text: "err timeout is not a float or out of range", kind: invalid, reason: "Redis: the blocking command's timeout argument is not a number"},
		{text: "err timeout is out of range", kind: invalid, reason: "Redis: the blocking command's timeout argument is out of range"},
		// Set 1500: Redis's checks of one argument's value against the
		// others or against its own range (Redis 7.0 t_list.c lposCommand,
		// db.c copyCommand; Valkey words them the same; redis-py strips the
		// ERR): LPOS "RANK can't be zero: use 1 to start from the first
		// match ...", "COUNT can't be negative", "MAXLEN can't be
		// negative", COPY (and RENAME before 3.2) "source and destination
		// objects are the same". The same call fails the same way: repair
		// the argument. The server's state ("increment or decrement would
		// overflow", "no such key") keeps premise.
		{text: "rank can't be zero", kind: invalid, reason: "Redis LPOS: RANK 0 means nothing: use 1 for the first match or a negative rank from the end"},
		{text: "count can't be negative", kind: invalid, reason: "Redis: a COUNT argument is negative"},
		{text: "maxlen can't be negative", kind: invalid, reason: "Redis: a MAXLEN argument is negative"},
		{text: "source and destination objects are the same", kind: invalid, reason: "Redis COPY/RENAME: the source and destination keys are one key: name another destination"},
		// Set 1500: the Lua sandbox's refusal of a script that writes a
		// global (Redis 7.0's globals table is read-only: "ERR
		// user_script:1: Attempt to modify a readonly table script: <sha>
		// ..."; Redis 6 and earlier "Script attempted to create global
		// variable 'x'"), as set 1284's unset global read: the script the
		// call sent is wrong. SQLite's "attempt to write a readonly
		// database" keeps its reading: the readonly thing there is a file.
		{text: "attempt to modify a readonly table", kind: invalid, reason: "a Lua error in the script the call sent (it writes a global in Redis's read-only sandbox): make the variable local"},
		{text: "script attempted to create global variable", kind: invalid, reason: "a Lua error in the script the call sent (it creates a global Redis forbids): make the variable local"},
	}
	ambiguousWords = concat(filterWords, []pattern{
		{text: "failed to be simplified", kind: ambiguous, reason: "the page could not be turned into text"},
		{text: "no more content available", kind: ambiguous, reason: "nothing more to read"},
		{text: "no documents in result", kind: ambiguous, reason: "no document matched"},
		// An iterator's end-of-results sentinel surfaced as the error of a
		// read that expected at least one item: google.golang.org/api
		// iterator.Done "no more items in iterator" (Firestore, BigQuery,
		// Spanner, Datastore, Cloud Storage, Pub/Sub clients), App Engine
		// datastore.Done "datastore: query has no more results". The query
		// ran and matched nothing, as sql.ErrNoRows (set 451).
		{text: "no more items in iterator", kind: ambiguous, reason: "iterator.Done on the first read: the query matched nothing"},
		{text: "query has no more results", kind: ambiguous, reason: "datastore.Done on the first read: the query matched nothing"},
		// A Go key-value client's sentinel for a key that holds no value,
		// as the MongoDB driver's ErrNoDocuments for a find: go-redis
		// redis.Nil "redis: nil", redigo ErrNil "redigo: nil returned",
		// rueidis "redis nil message", gomemcache ErrCacheMiss "memcache:
		// cache miss" (set 115).
		{text: "redis: nil", kind: ambiguous, word: true, reason: "the key holds no value (the Redis client's nil reply)"},
		{text: "redigo: nil returned", kind: ambiguous, reason: "the key holds no value (the Redis client's nil reply)"},
		{text: "redis nil message", kind: ambiguous, reason: "the key holds no value (the Redis client's nil reply)"},
		{text: "memcache: cache miss", kind: ambiguous, reason: "the key holds no value (a cache miss)"},
		{text: "matches of the string to replace", kind: ambiguous, reason: "the edit's old text occurs several times"},
		{text: "multiple occurrences of old_str", kind: ambiguous, reason: "the edit's old text occurs several times"},
		{text: "matches for replacement text", kind: ambiguous, reason: "the edit's old text occurs several times"},
		{text: "content truncated", kind: ambiguous, reason: "the content was truncated"},
		{text: "strict mode violation", kind: ambiguous, reason: "the locator matched several elements"},
		// The DOM's SyntaxError for a selector that does not parse, as
		// Chromium ("Failed to execute 'querySelector' on 'Document': 'x' is
		// not a valid selector."), Firefox ("Document.querySelector: 'x' is
		// not a valid selector") and jsdom word it, and its XPath twin
		// ("The string 'x' is not a valid XPath expression."): the
		// argument is malformed, as WebDriver's "invalid selector" (set 658).
		{text: "is not a valid selector", kind: invalid, reason: "the selector does not parse (DOM SyntaxError)"},
		{text: "is not a valid xpath expression", kind: invalid, reason: "the XPath expression does not parse (DOM SyntaxError)"},
		// A recogniser that ran and recognised nothing (set 1498): the
		// Azure Speech SDK's NoMatch result, "NOMATCH: Speech could not be
		// recognized: [InitialSilenceTimeout] NoMatchReason:InitialSilenceTimeout"
		// (C#), SpeechRecognitionResult(..., text="",
		// reason=ResultReason.NoMatch) (Python), the REST result's
		// "RecognitionStatus":"InitialSilenceTimeout" (or BabbleTimeout,
		// NoMatch), and Tesseract's "Empty page!!" on an image with no text
		// it can find (exit 0). The call worked and its result holds no
		// text: an empty success, not a wait, though "Timeout" is in the
		// reason's name; the same audio or image gives the same nothing.
		{text: "nomatchreason", kind: ambiguous, reason: "the speech recogniser ran and matched no speech (NoMatch): an empty result"},
		{text: "resultreason.nomatch", kind: ambiguous, reason: "the speech recogniser ran and matched no speech (NoMatch): an empty result"},
		{text: "speech could not be recognized", kind: ambiguous, reason: "the speech recogniser ran and matched no speech (NoMatch): an empty result"},
		{text: `"recognitionstatus":"initialsilencetimeout"`, kind: ambiguous, reason: "the speech recogniser heard only silence (RecognitionStatus InitialSilenceTimeout): an empty result"},
		{text: `"recognitionstatus": "initialsilencetimeout"`, kind: ambiguous, reason: "the speech recogniser heard only silence (RecognitionStatus InitialSilenceTimeout): an empty result"},
		{text: `"recognitionstatus":"babbletimeout"`, kind: ambiguous, reason: "the speech recogniser heard only noise (RecognitionStatus BabbleTimeout): an empty result"},
		{text: `"recognitionstatus": "babbletimeout"`, kind: ambiguous, reason: "the speech recogniser heard only noise (RecognitionStatus BabbleTimeout): an empty result"},
		{text: `"recognitionstatus":"nomatch"`, kind: ambiguous, reason: "the speech recogniser ran and matched no speech (RecognitionStatus NoMatch): an empty result"},
		{text: `"recognitionstatus": "nomatch"`, kind: ambiguous, reason: "the speech recogniser ran and matched no speech (RecognitionStatus NoMatch): an empty result"},
		{text: "empty page!!", kind: ambiguous, reason: "tesseract found no text on the page (\"Empty page!!\"): the OCR ran and its output is empty"},
		{text: "no resources found", kind: ambiguous, reason: "no resources found"},
		// npm ls (npm-ls(1)) exits 1 when no installed package matches and
		// draws the tree as "└── (empty)": the listing ran and holds
		// nothing (set 134).
		{text: "── (empty)", kind: ambiguous, reason: "npm ls: no installed package matches (the tree is empty)"},
		{text: "no matches found", kind: ambiguous, reason: "no matches"},
		// A lister that ran a filtered search and matched nothing says "no
		// <things> match your search": GitHub CLI's ListNoResults "no
		// pull requests match your search in OWNER/REPO", gh search "no
		// repositories matched your search", GitLab CLI "No open merge
		// requests match your search in OWNER/REPO." (set 546). The call
		// worked; the search holds nothing.
		{text: "match your search", kind: ambiguous, reason: "the search matched nothing"},
		{text: "matched your search", kind: ambiguous, reason: "the search matched nothing"},
		// A file search that matched nothing (Claude Code's Glob and Grep
		// tools, fd, many MCP file servers: "No files found"; set 431's
		// probes), as "no results found".
		{text: "no files found", kind: ambiguous, reason: "no files matched"},
		// journalctl's marker for a query that matched no entry (set 1448;
		// journalctl prints "-- No entries --" and exits 0 when -u, --since
		// or a match filters everything out): the read worked and holds
		// nothing.
		{text: "-- no entries --", kind: ambiguous, reason: "journalctl: the filter matched no journal entry"},
		// GitHub CLI's listers with a filter that matched nothing: gh run
		// list "no runs found", gh release list "no releases found"
		// (held-out set 1172).
		{text: "no runs found", kind: ambiguous, reason: "the listing matched no run"},
		{text: "no releases found", kind: ambiguous, reason: "the listing matched no release"},
		// nats.go's listing sentinels for an empty KV bucket or object store
		// (jetstream ErrNoKeysFound "nats: no keys found", ErrNoObjectsFound
		// "nats: no objects found"): the bucket exists and the listing ran;
		// it holds nothing (sets 411 and 1334).
		{text: "nats: no keys found", kind: ambiguous, reason: "the KV bucket's listing holds no key (nats.go ErrNoKeysFound)"},
		{text: "nats: no objects found", kind: ambiguous, reason: "the object store's listing holds no object (nats.go ErrNoObjectsFound)"},
		{text: "no match found", kind: ambiguous, reason: "no matches"},
		// A lookup that ran and matched no record exactly, in the
		// listing and property-data APIs' words (Zillow's code 507 "No
		// exact match found.", ATTOM's status msg "SuccessWithoutResult",
		// which ATTOM serves under a 200 or a 400; set 1752): the call
		// worked and holds nothing usable. An edit tool's "could not find
		// exact match" (its old text absent) keeps premise, listed above.
		{text: "no exact match found", kind: ambiguous, reason: "the lookup matched no record exactly"},
		{text: "successwithoutresult", kind: ambiguous, reason: "the lookup ran and matched nothing (ATTOM SuccessWithoutResult)"},
		{text: "no matches", kind: ambiguous, reason: "no matches"},
		{text: "no results", kind: ambiguous, reason: "no results"},
		{text: "zero results", kind: ambiguous, reason: "no results"},
		// A search wrapper that ran and found nothing, in its own words
		// (SerpAPI "Google hasn't returned any results for this query.",
		// LangChain's "No good Bing Search Result was found" and its
		// Google and DuckDuckGo twins; set 652): the search worked and
		// holds nothing.
		{text: "returned any results", kind: ambiguous, reason: "the search returned nothing"},
		{text: "return any results", kind: ambiguous, reason: "the search returned nothing"},
		{text: "search result was found", kind: ambiguous, reason: "the search returned nothing"},
		{text: "zero_results", kind: ambiguous, reason: "no results"},
		// A geocoder that ran and placed nothing at the address or point
		// (Nominatim's and LocationIQ's {"error":"Unable to geocode"}, the
		// reverse lookup's answer over open sea; Geocoder.ca's "Unable to
		// geocode"): the call worked and holds no place, as ZERO_RESULTS
		// (held-out set 607).
		// A place argument the service cannot make out (Zillow code 503
		// "Failed to resolve city, state or ZIP code", whose resolution is
		// to check the city/state or ZIP given; set 1752): the call's own
		// argument, invalid; a host name that fails to resolve keeps the
		// DNS reading, and a geocoder that placed nothing stays ambiguous.
		{text: "failed to resolve city", kind: invalid, reason: "the city, state or ZIP code given cannot be resolved: correct it"},
		{text: "unable to geocode", kind: ambiguous, reason: "the geocoder found no place for the address or point"},
		// A lookup or search that matched no record, in its own words
		// (People Data Labs' SDKs "No records were found matching your
		// request" under a 404; set 1325): the call worked and holds no
		// data, as "no matches found" (codes.go noRecordsMatched).
		{text: "no records were found matching", kind: ambiguous, reason: "the lookup matched no record"},
		{text: "no records found matching", kind: ambiguous, reason: "the lookup matched no record"},
		{text: "no rows", kind: ambiguous, reason: "no rows"},
		{text: "returned no rows", kind: ambiguous, reason: "no rows"},
		// Set 114: an ORM's lookup that wanted exactly one row and found
		// none or several, as database/sql's ErrNoRows and PostgreSQL's
		// P0002/P0003: SQLAlchemy NoResultFound "No row was found when
		// one was required" and MultipleResultsFound "Multiple rows were
		// found when exactly one was required"; Spring's
		// IncorrectResultSizeDataAccessException "Incorrect result size:
		// expected 1, actual 0"; JPA's NoResultException "No entity found
		// for query" and Hibernate's NonUniqueResultException "query did
		// not return a unique result: 2".
		{text: "no row was found", kind: ambiguous, reason: "no row where exactly one was expected"},
		{text: "multiple rows were found", kind: ambiguous, reason: "several rows where exactly one was expected"},
		{text: "incorrect result size", kind: ambiguous, reason: "the lookup found more or fewer rows than the one expected"},
		{text: "no entity found for query", kind: ambiguous, reason: "no row where exactly one was expected"},
		{text: "did not return a unique result", kind: ambiguous, reason: "several rows where exactly one was expected"},
		// Set 402: the same one-row lookup in other engines' and ORMs'
		// words: Oracle's SELECT INTO, ORA-01403 "no data found" and
		// ORA-01422 "exact fetch returns more than requested number of
		// rows"; Doctrine's NoResultException "No result was found for
		// query although at least one row was expected" (TypeORM's
		// EntityNotFoundError is ormrow.go's); PostgREST's PGRST116 "JSON object requested, multiple
		// (or no) rows returned" (a 406 for .single()) and its older
		// "Cannot coerce the result to a single JSON object".
		{text: "ora-01403", kind: ambiguous, reason: "no row where exactly one was expected (ORA-01403, as P0002)"},
		{text: "exact fetch returns more than requested number of rows", kind: ambiguous, reason: "several rows where exactly one was expected (ORA-01422, as P0003)"},
		{text: "no result was found for query although", kind: ambiguous, reason: "no row where exactly one was expected (Doctrine NoResultException)"},
		{text: "json object requested, multiple (or no) rows returned", kind: ambiguous, reason: "none or several rows where exactly one was requested (PostgREST PGRST116)"},
		{text: "cannot coerce the result to a single json object", kind: ambiguous, reason: "none or several rows where exactly one was requested (PostgREST)"},
		{text: "multiple matches", kind: ambiguous, reason: "several matches"},
		{text: "matched multiple", kind: ambiguous, reason: "several matches"},
		{text: "matches multiple", kind: ambiguous, reason: "several matches"},
		{text: "multiple results", kind: ambiguous, reason: "several matches"},
		{text: "multiple records", kind: ambiguous, reason: "several matches"},
		{text: "found multiple", kind: ambiguous, reason: "several matches"},
		{text: "returned multiple", kind: ambiguous, reason: "several matches"},
		{text: "more than one", kind: ambiguous, reason: "several matches"},
		// MSAL's token cache lookup that found several entries for the
		// request (msal-common ClientAuthError multiple_matching_tokens "The
		// cache contains multiple tokens satisfying the requirements. Call
		// AcquireToken again providing more requirements such as authority
		// or account.", multiple_matching_accounts; ADAL's
		// multiple_matching_tokens_detected; set 1796): name the account.
		{text: "contains multiple tokens satisfying", kind: ambiguous, reason: "MSAL: several cached tokens match: pass the account or authority"},
		{text: "contains multiple accounts satisfying", kind: ambiguous, reason: "MSAL: several cached accounts match: pass the account"},
		// gh in a clone with several remotes and none set as the default
		// (cli/cli context.go ResolvedRemotes.BaseRepo, set 1767): "No
		// default remote repository has been set for this directory."
		// Several repositories match; name one with --repo.
		{text: "no default remote repository has been set", kind: ambiguous, reason: "gh: several remotes and no default chosen: name the repository with --repo"},
		// Set 1273: the one-row lookups of Rails and Laravel in their own
		// words: ActiveRecord's SoleRecordExceeded from sole/find_sole_by
		// "Wanted only one Customer", Eloquent's sole()
		// MultipleRecordsFoundException "2 records were found." (read by
		// its class name, which the console and the debug body print).
		{text: "wanted only one ", kind: ambiguous, reason: "several rows where exactly one was expected (ActiveRecord SoleRecordExceeded): narrow the lookup"},
		{text: "multiplerecordsfoundexception", kind: ambiguous, reason: "several rows where exactly one was expected (Laravel sole()): narrow the lookup"},
		// A lookup by name that counts its matches against the one it
		// needed (terraform-provider-digitalocean's data sources: "too many
		// droplets found with name w (found 2, expected 1)"; set 1165):
		// the list worked and found several, ahead of the "too many" guess.
		{text: ", expected 1)", kind: ambiguous, reason: "several matches where exactly one was expected"},
		// A name the tool could not pin to one object (gh's "could not
		// resolve to a unique workflow; found: a.yml b.yml", Docker's "does
		// not uniquely identify", a git ref that "matches both a branch and
		// a tag"; held-out set 653): the lookup found several, narrow it.
		{text: "resolve to a unique", kind: ambiguous, reason: "the name matched several where one was needed: narrow it"},
		{text: "does not uniquely identify", kind: ambiguous, reason: "the name matched several where one was needed: narrow it"},
		{text: "doesn't uniquely identify", kind: ambiguous, reason: "the name matched several where one was needed: narrow it"},
		{text: "matches both", kind: ambiguous, reason: "the name matched several where one was needed: narrow it"},
		{text: "ambiguous", kind: ambiguous, reason: "ambiguous"},
		// Terraform's "Provider produced inconsistent result after apply"
		// (internal/terraform node_resource_apply_instance.go): the call
		// was made, but the read-back does not show what was applied, so
		// the resource's state is unusable as it stands (set 382).
		{text: "inconsistent result after apply", kind: ambiguous, reason: "the provider's read-back after apply does not match what it applied (Terraform): read the resource before deciding"},
	})
	// appSetupWords: a web framework's error page or debug body under a
	// 500 naming a step of the host's own setup not yet done, or a
	// database privilege the app's account lacks (set 1273): Rails'
	// PendingMigrationError (as toolwords.go prerequisiteWords reads it
	// from the CLI), Laravel's MissingAppKeyException, MySQL 1142/1143 in
	// PDO's words inside a QueryException. The same request fails until
	// someone migrates, runs key:generate or grants; no wait helps.
	appSetupWords = []pattern{
		{text: "migrations are pending. to resolve this issue", kind: premise, reason: "rails: the schema is behind the migrations; migrate first"},
		{text: "no application encryption key has been specified", kind: premise, reason: "laravel: the app has no APP_KEY; run php artisan key:generate first"},
		{text: "command denied to user", kind: denied, reason: "the database account lacks the privilege (MySQL 1142/1143, as 42501)"},
	}
	// severalRowWords: a one-row lookup that found several rows, raised
	// uncaught through the app so its framework answers 500 (Django's
	// MultipleObjectsReturned "get() returned more than one Customer -- it
	// returned 3!", SQLAlchemy's MultipleResultsFound, Hibernate's
	// NonUniqueResultException, Spring's IncorrectResultSizeDataAccessException,
	// pgx's ErrTooManyRows): the same query finds the same rows on every
	// try, so the 500 is no passing fault; narrow the lookup (held-out set
	// 562). Only the several-rows words: a 500 naming no row stays the
	// server's.
	severalRowWords = []pattern{
		{text: "get() returned more than one", kind: ambiguous, reason: "several rows where exactly one was expected (Django MultipleObjectsReturned): narrow the lookup"},
		{text: "multiple rows were found", kind: ambiguous, reason: "several rows where exactly one was expected (SQLAlchemy MultipleResultsFound): narrow the lookup"},
		{text: "did not return a unique result", kind: ambiguous, reason: "several rows where exactly one was expected (Hibernate NonUniqueResultException): narrow the lookup"},
		{text: "incorrect result size: expected 1, actual", kind: ambiguous, reason: "not the one row expected (Spring IncorrectResultSizeDataAccessException): narrow the lookup"},
		{text: "too many rows in result set", kind: ambiguous, reason: "several rows where exactly one was expected (pgx ErrTooManyRows): narrow the lookup"},
		{text: "query returned more than one row", kind: ambiguous, reason: "several rows where exactly one was expected (P0003): narrow the lookup"},
		{text: "exact fetch returns more than requested number of rows", kind: ambiguous, reason: "several rows where exactly one was expected (ORA-01422): narrow the lookup"},
		{text: "wanted only one ", kind: ambiguous, reason: "several rows where exactly one was expected (ActiveRecord SoleRecordExceeded): narrow the lookup"},
		{text: "multiplerecordsfoundexception", kind: ambiguous, reason: "several rows where exactly one was expected (Laravel sole()): narrow the lookup"},
	}
	// severalMatchWords: a lookup by name or key that found several
	// objects where the call needed one, worded as such, whatever 4xx
	// carries it (a 404 or 409 as often as a 300; serverquotes.go
	// severalMatches): the call worked and its answer cannot be used as
	// it stands; narrow it (DESIGN: ambiguous, "several matches").
	severalMatchWords = []pattern{
		{text: "matches several", kind: ambiguous, reason: "the name or key matches several objects: narrow it"},
		{text: "match several", kind: ambiguous, reason: "the name or key matches several objects: narrow it"},
		{text: "matches more than one", kind: ambiguous, reason: "the name or key matches several objects: narrow it"},
		{text: "matched more than one", kind: ambiguous, reason: "the name or key matches several objects: narrow it"},
		{text: "more than one match", kind: ambiguous, reason: "the name or key matches several objects: narrow it"},
		{text: "multiple matches", kind: ambiguous, reason: "the name or key matches several objects: narrow it"},
		{text: "several matches", kind: ambiguous, reason: "the name or key matches several objects: narrow it"},
		{text: "matched multiple", kind: ambiguous, reason: "the name or key matches several objects: narrow it"},
		{text: "matches multiple", kind: ambiguous, reason: "the name or key matches several objects: narrow it"},
		// A search that ran and found more than it will return, asking
		// for narrower criteria (Guidewire Cloud API's "The search returned
		// too many results. Refine the search criteria."; set 1731): the
		// call worked, the answer is too broad to use; narrow once. "Too
		// many results requested" (a page size) keeps its reading.
		{text: "search returned too many results", kind: ambiguous, reason: "the search matched more than it returns: narrow the criteria"},
		{text: "query returned too many results", kind: ambiguous, reason: "the query matched more than it returns: narrow the criteria"},
		{text: "records matched", kind: ambiguous, reason: "the name or key matches several objects: narrow it"},
		{text: "resolve to a unique", kind: ambiguous, reason: "the name matched several where one was needed: narrow it"},
		{text: "does not uniquely identify", kind: ambiguous, reason: "the name matched several where one was needed: narrow it"},
		{text: "doesn't uniquely identify", kind: ambiguous, reason: "the name matched several where one was needed: narrow it"},
		{text: "matches both", kind: ambiguous, reason: "the name matched several where one was needed: narrow it"},
		// PostgREST's singular response that found none or several rows,
		// under its 406 (set 402; generic.go ambiguousWords).
		{text: "json object requested, multiple (or no) rows returned", kind: ambiguous, reason: "none or several rows where exactly one was requested (PostgREST PGRST116)"},
		{text: "cannot coerce the result to a single json object", kind: ambiguous, reason: "none or several rows where exactly one was requested (PostgREST)"},
	}
	timeoutWords = []pattern{
		{text: "timed out", kind: transient, timeout: true, reason: "timed out"},
		{text: "timeout", kind: transient, timeout: true, reason: "timeout"},
		{text: "time out", kind: transient, timeout: true, reason: "timed out"},
		{text: "time-out", kind: transient, timeout: true, reason: "timed out"},
		// A wait bounded by a stated number of seconds that ran out with no
		// answer (set 1308: jupyter_client wait_for_ready "Kernel didn't
		// respond in 3 seconds"; "did not respond in 30 seconds"): the
		// same timeout in other words.
		{text: "didn't respond in ", kind: transient, timeout: true, reason: "no answer within the wait: timed out"},
		{text: "did not respond in ", kind: transient, timeout: true, reason: "no answer within the wait: timed out"},
		// RDS Proxy's "Timed-out waiting to acquire database connection"
		// (set 915), sent with no SQLSTATE.
		{text: "timed-out", kind: transient, timeout: true, reason: "timed out"},
		// A runtime's own script deadline (PHP's max_execution_time: "Fatal
		// error: Maximum execution time of 30 seconds exceeded", printed
		// into a 200 or 500 body): the run took too long this time
		// (pending from held-out set 821).
		{text: "maximum execution time of", kind: transient, timeout: true, reason: "the server's script ran past its execution-time limit (PHP max_execution_time)"},
		// Trino's and Presto's per-query run-time caps, EXCEEDED_TIME_LIMIT
		// (query_max_execution_time "Query exceeded the maximum execution
		// time limit of 5.00m", query_max_run_time "Query exceeded maximum
		// time limit of 10.00m"): a deadline, as 57014's statement timeout;
		// clients and Metabase retry it (set 1674). Its memory caps stay
		// invalid (roomwords.go queryMemoryWords).
		{text: "query exceeded the maximum execution time limit", kind: transient, timeout: true, reason: "the query ran past the engine's per-query execution-time limit (Trino EXCEEDED_TIME_LIMIT): a deadline, retry, with a narrower query if it recurs"},
		{text: "query exceeded maximum time limit of", kind: transient, timeout: true, reason: "the query ran past the engine's per-query run-time limit (Trino EXCEEDED_TIME_LIMIT): a deadline, retry, with a narrower query if it recurs"},
		// InfluxDB 1.x's [coordinator] query-timeout, the same per-query
		// deadline: "query-timeout limit exceeded" in a 200's
		// results[].error (set 1691). Its per-query size caps
		// (max-select-*) stay invalid (stated.go queryBreadthWords).
		{text: "query-timeout limit exceeded", kind: transient, timeout: true, reason: "the query ran past InfluxDB's query-timeout: a deadline, retry, with a narrower query if it recurs"},
		{text: "deadline exceeded", kind: transient, timeout: true, reason: "deadline exceeded"},
		{text: "deadline_exceeded", kind: transient, timeout: true, reason: "deadline exceeded"},
		{text: "deadlineexceeded", kind: transient, timeout: true, reason: "deadline exceeded"},
		{text: "etimedout", kind: transient, timeout: true, reason: "ETIMEDOUT"},
		// Set 1580 (yarn 1.22, captured live): Node's request library's
		// socket idle timeout, ESOCKETTIMEDOUT (yarn 1, npm 6), after
		// yarn's "There appears to be trouble with your network
		// connection. Retrying...": the registry did not answer in time.
		{text: "esockettimedout", kind: transient, timeout: true, reason: "ESOCKETTIMEDOUT: the socket idled past its timeout"},
		{text: "esocketconnecttimedout", kind: transient, timeout: true, reason: "ESOCKETCONNECTTIMEDOUT: the connection was not made in time"},
		// Set 1391: curl's low-speed limit (CURLOPT_LOW_SPEED_LIMIT and
		// _TIME, --speed-limit/--speed-time, git's http.lowSpeedLimit)
		// ends the transfer as CURLE_OPERATION_TIMEDOUT (28) "Operation
		// too slow. Less than N bytes/sec transferred the last N
		// seconds": a timeout by throughput, not by clock.
		{text: "operation too slow. less than", kind: transient, timeout: true, reason: "the transfer fell under the low-speed limit (curl 28): timed out"},
	}
	retryWords = []pattern{
		{text: "temporarily unavailable", kind: transient, reason: "temporarily unavailable"},
		// A controller quieting down for a restart or backup (Jenkins's
		// banner "Jenkins is going to shut down. No further builds will be
		// performed.", set 1629): builds resume after the restart.
		{text: "is going to shut down", kind: transient, reason: "the service is quieting down for a restart: wait and retry"},
		// A service or its upstream source that says it is in trouble for
		// now (Sumsub's database-check 9103 "The source is experiencing
		// difficulties at the moment.", the common "We are experiencing
		// technical difficulties"; set 1592): its own passing state, a
		// wait, as "temporarily unavailable".
		{text: "experiencing difficulties", kind: transient, reason: "the service or its source is in trouble for now: wait and retry"},
		{text: "experiencing technical difficulties", kind: transient, reason: "the service or its source is in trouble for now: wait and retry"},
		{text: "experiencing temporary difficulties", kind: transient, reason: "the service or its source is in trouble for now: wait and retry"},
		// A service or source said to be out "at the moment" (Sumsub 9102
		// "The source that we rely on is not available at the moment.";
		// blind sets 1355, 1548 and 1750, transient 3 of 3): its own word
		// for now, a wait (the lead after set 1750).
		// Only a service, server, system or source said out: "The selected
		// seat is not available at the moment. Please choose another" is
		// the item gone (the review of the lead's ruling).
		{text: "source that we rely on is not available", kind: transient, reason: "the service or its source says it is out for now: wait and retry"},
		{text: "service is not available at the moment", kind: transient, reason: "the service or its source says it is out for now: wait and retry"},
		{text: "service is unavailable at the moment", kind: transient, reason: "the service or its source says it is out for now: wait and retry"},
		{text: "server is not available at the moment", kind: transient, reason: "the service or its source says it is out for now: wait and retry"},
		{text: "system is not available at the moment", kind: transient, reason: "the service or its source says it is out for now: wait and retry"},
		{text: "source is not available at the moment", kind: transient, reason: "the service or its source says it is out for now: wait and retry"},
		// Set 1553: a service that takes writes away for a time and says
		// so (Microsoft Advertising 1010 "The system is currently in
		// read-only mode. Only Get operations are supported at this
		// time."): writes come back. A server started read-only by its
		// operator (mcp.go readOnlyModeRefusal) or a replica's "Running in
		// read-only mode" are not these words.
		{text: "system is currently in read-only mode", kind: transient, reason: "the service is read-only for now (maintenance): writes come back"},
		{text: "service is currently in read-only mode", kind: transient, reason: "the service is read-only for now (maintenance): writes come back"},
		{text: "temporarily in read-only mode", kind: transient, reason: "the service is read-only for now (maintenance): writes come back"},
		{text: "read-only mode for maintenance", kind: transient, reason: "the service is read-only for now (maintenance): writes come back"},
		{text: "read-only mode during maintenance", kind: transient, reason: "the service is read-only for now (maintenance): writes come back"},
		// A gateway's own fault it calls passing (BudgetSMS 4002 "System
		// error, temporary issue. Try resubmitting in 2 to 3 minutes",
		// Telnyx's 10007 gloss "the result of a temporary issue on our
		// end"; set 1318): wait and resend.
		{text: "system error, temporary issue", kind: transient, reason: "a temporary issue on the service's side: wait and retry"},
		{text: "temporary issue on our end", kind: transient, reason: "a temporary issue on the service's side: wait and retry"},
		// EWOULDBLOCK in Rust's words: io::ErrorKind::WouldBlock displays
		// "operation would block", std::sync::TryLockError::WouldBlock "try_lock
		// failed because the operation would block" (a lock another holder
		// keeps; set 102's flock with LOCK_NB).
		{text: "operation would block", kind: transient, reason: "EWOULDBLOCK: a lock or resource another holder keeps"},
		// A supplier's host down behind a distribution system (set 1755):
		// Travelport's cruise error 0004 "Vendor System Not Available",
		// UPS's "License system not available": the same as unavailable.
		// Only a supplier's or host's system: "operating system not
		// available", "file system not available" and "audio system not
		// available" describe this host or image (the review after set
		// 1755).
		{text: "vendor system not available", kind: transient, reason: "the supplier's system is not available now: wait and retry"},
		{text: "license system not available", kind: transient, reason: "the supplier's system is not available now: wait and retry"},
		{text: "host system not available", kind: transient, reason: "the supplier's system is not available now: wait and retry"},
		{text: "service unavailable", kind: transient, reason: "service unavailable"},
		{text: "unavailable", kind: transient, reason: "unavailable"},
		{text: "overloaded", kind: transient, reason: "overloaded"},
		{text: "connection reset", kind: transient, reason: "connection reset"},
		// Set 1650: a verifier that could not download the key set it checks
		// a token with (1EdTech lti-1-3-php-library getPublicKey "Failed to
		// fetch public key", its comment "Failed to fetch public keyset
		// from URL"), as set 986's "Jwks remote fetch is failed" under a
		// 401: the verifier's own fetch, retry; "Unable to find public key"
		// (no key with the token's kid) is not read here.
		{text: "failed to fetch public key", kind: transient, reason: "the verifier could not download the key set it checks tokens with: retry once the fetch works"},
		{text: "connection issue", kind: transient, reason: "connection issue"},
		// openai-python's and anthropic-sdk-python's APIConnectionError.
		{text: "connection error", kind: transient, reason: "connection error"},
		{text: "being used by another process", kind: transient, reason: "a sharing violation: another process holds the file"},
		{text: "max_user_connections", kind: transient, reason: "the user's connection limit"},
		{text: "all connection attempts failed", kind: transient, reason: "connection failed"},
		{text: "server disconnected without sending a response", kind: transient, reason: "the server dropped the connection"},
		// aiohttp's ServerDisconnectedError, whose text is "Server
		// disconnected" (aiohttp/client_exceptions.py; set 1264): the peer
		// closed a pooled or fresh connection before answering, as httpx's
		// words above. An MQTT client's "server disconnected <id>: reason N"
		// is read by its reason code first (set 765).
		{text: "serverdisconnectederror", kind: transient, reason: "the server closed the connection before its response (aiohttp ServerDisconnectedError)"},
		{text: "server disconnected", kind: transient, reason: "the server closed the connection before its response (aiohttp ServerDisconnectedError)"},
		// The peer closed the connection before a complete response, in
		// other HTTP clients' words (set 401): OkHttp's "unexpected end of
		// stream on <url>", the JDK HttpClient's "header parser received no
		// bytes", aiohttp's ClientPayloadError and ContentLengthError, Ruby
		// Net::HTTP's EOFError, Python http.client's RemoteDisconnected,
		// Apache HttpClient's NoHttpResponseException.
		{text: "unexpected end of stream on", kind: transient, reason: "the server closed the connection before its response (OkHttp)"},
		{text: "header parser received no bytes", kind: transient, reason: "the server closed the connection before its response (JDK HttpClient)"},
		{text: "response payload is not completed", kind: transient, reason: "the response body was cut short (aiohttp)"},
		{text: "not enough data for satisfy content length", kind: transient, reason: "the response body was cut short (aiohttp)"},
		{text: "not enough data to satisfy content length", kind: transient, reason: "the response body was cut short (aiohttp)"},
		{text: "eoferror: end of file reached", kind: transient, reason: "the server closed the connection (Ruby Net::HTTP EOFError)"},
		// The same cut in more clients' words (held-out set 949): botocore's
		// ConnectionClosedError "Connection was closed before we received a
		// valid response from endpoint URL", .NET's HttpIOException
		// (ResponseEnded) "The response ended prematurely", dart:io's
		// HttpException "Connection closed before full header was
		// received", the JDK HttpURLConnection's SocketException
		// "Unexpected end of file from server". The server went away
		// mid-exchange; nothing says the request was wrong.
		{text: "closed before we received a valid response", kind: transient, reason: "the server closed the connection before its response (botocore ConnectionClosedError)"},
		{text: "the response ended prematurely", kind: transient, reason: "the server closed the connection before its response was complete (.NET HttpIOException ResponseEnded)"},
		{text: "connection closed before full header was received", kind: transient, reason: "the server closed the connection before its response headers (dart:io HttpException)"},
		{text: "unexpected end of file from server", kind: transient, reason: "the server closed the connection before its response (JDK HttpURLConnection)"},
		// h11's words for the same cut, which httpx and httpcore raise as
		// RemoteProtocolError and tools print without the class name (set
		// 773): "... (incomplete chunked read)" or "(received N bytes,
		// expected M)".
		{text: "peer closed connection without sending complete message body", kind: transient, reason: "the server closed the connection before the body was complete (h11, httpx RemoteProtocolError)"},
		{text: "transfer closed with outstanding read data remaining", kind: transient, reason: "the server closed the connection before the body was complete (curl 18 CURLE_PARTIAL_FILE)"},
		{text: "remote end closed connection without response", kind: transient, reason: "the server closed the connection before its response (Python http.client)"},
		{text: "nohttpresponseexception", kind: transient, reason: "the server closed the connection before its response (Apache HttpClient)"},
		// go-sdk's streamable client when the response stream ends before the
		// call's response (a proxy's read timeout, a restarting server; set 184).
		{text: "terminated without response", kind: transient, reason: "the response stream ended before the response"},
		{text: "remoteprotocolerror", kind: transient, reason: "the server dropped the connection"},
		{text: "execution context was destroyed", kind: transient, reason: "the page navigated during the script"},
		// The same race in the DevTools protocol's own words, which Puppeteer
		// rewrites into the line above (puppeteer/puppeteer#2742) and
		// chromedp and raw CDP clients print as they come: "Cannot find
		// context with specified id (-32000)" (set 1469).
		{text: "cannot find context with specified id", kind: transient, reason: "the page navigated during the script: its execution context is gone (CDP)"},
		// Playwright's page.goto on a URL the browser downloads instead of
		// rendering: "Page.goto: Download is starting" (set 1469). The navigation did
		// something (a download began) but not what goto returns: no page.
		// Keyed on the call's prefix ("page.goto: ", Python's "Error: ") so
		// a page's own "The download is starting soon" keeps its reading.
		{text: "goto: download is starting", kind: ambiguous, reason: "the navigation turned into a download: no page was loaded, though the request had its effect (Playwright)"},
		{text: "error: download is starting", kind: ambiguous, reason: "the navigation turned into a download: no page was loaded, though the request had its effect (Playwright)"},
		// Puppeteer's net::ERR_ABORTED for a goto whose response never
		// became a page (net_error_list.h ABORTED -3: a Content-Disposition
		// attachment turned into a download, a 204): the server answered,
		// but goto has no page to return, as Playwright's "Download is
		// starting" above (set 1667). Keyed on Puppeteer's own form
		// ("net::ERR_ABORTED at <url>"); chromedp's "page load error
		// net::ERR_ABORTED" stays with set 1260's one-off tolerance.
		{text: "net::err_aborted at ", kind: ambiguous, reason: "the navigation ended without a page (a download or an empty response): the server answered, goto has nothing to return"},
		{text: "is waiting to start", kind: transient, reason: "the container has not started yet"},
		{text: "flow control limit exceeded", kind: transient, reason: "client flow control: wait for outstanding work"},
		{text: "err_connection_refused", kind: transient, reason: "connection refused"},
		{text: "err_connection_reset", kind: transient, reason: "connection reset"},
		// Chromium's net errors for a server that hung up before its answer
		// (net_error_list.h EMPTY_RESPONSE -324 "The server closed the
		// connection without sending any data.", CONNECTION_CLOSED -100 "A
		// connection was closed (corresponding to a TCP FIN)."), as chromedp,
		// Puppeteer and Playwright print them (set 1260): the connection's,
		// as a reset.
		{text: "err_empty_response", kind: transient, reason: "the server closed the connection without sending any data (Chromium ERR_EMPTY_RESPONSE)"},
		{text: "err_connection_closed", kind: transient, reason: "the server closed the connection (Chromium ERR_CONNECTION_CLOSED)"},
		{text: "err_connection_timed_out", kind: transient, timeout: true, reason: "connection timed out"},
		{text: "err_timed_out", kind: transient, timeout: true, reason: "timed out"},
		{text: "err_internet_disconnected", kind: transient, reason: "network down"},
		// pg_isready's status line ("host:port - <status>", exit 1 and 2;
		// app-pg-isready.html): the server is starting up or does not
		// answer yet, time is the variable (set 742). Exit 3 "- no attempt"
		// (invalid parameters) is the call's: invalidWords.
		{text: " - rejecting connections", kind: transient, reason: "pg_isready: the server is rejecting connections (starting up)"},
		{text: " - no response", kind: transient, reason: "pg_isready: no response to the connection attempt"},
		{text: "too many open files", kind: transient, reason: "EMFILE: the process ran out of file descriptors"},
		{text: "emfile", kind: transient, word: true, reason: "EMFILE: the process ran out of file descriptors"},
		{text: "enfile", kind: transient, word: true, reason: "ENFILE: the system ran out of file descriptors"},
		{text: "econnreset", kind: transient, reason: "ECONNRESET"},
		{text: "connection refused", kind: transient, reason: "connection refused"},
		// Oracle Net's connection refused: ORA-12541 "TNS:no listener" and
		// 23ai's "Cannot connect. No listener at host h port p." (nothing
		// listens on the address: the listener is down or starting), as a
		// refused TCP connect (set 1176's near miss).
		{text: "tns:no listener", kind: transient, reason: "Oracle ORA-12541: no listener at the address (connection refused)"},
		{text: "no listener at host", kind: transient, reason: "Oracle ORA-12541: no listener at the address (connection refused)"},
		// A file another client holds open with incompatible share access
		// (NTSTATUS SHARING_VIOLATION 0xC0000043 via smbclient, impacket,
		// smbprotocol; Win32 ERROR_SHARING_VIOLATION "being used by another
		// process"): it opens once the holder closes it (held-out set 782).
		{text: "status_sharing_violation", kind: transient, reason: "another client holds the file open (NTSTATUS sharing violation)"},
		// The same in MS-ERREF's words as go-smb2 prints them, and the SMB
		// transport refused or dropped (NTSTATUS CONNECTION_REFUSED
		// 0xC0000236, CONNECTION_DISCONNECTED 0xC000020C): reconnect
		// (held-out set 1350).
		{text: "share access flags are incompatible", kind: transient, reason: "another client holds the file open (NTSTATUS sharing violation)"},
		{text: "status_connection_refused", kind: transient, reason: "the SMB server refused the connection (NTSTATUS 0xC0000236)"},
		{text: "status_connection_disconnected", kind: transient, reason: "the SMB server dropped the session (NTSTATUS 0xC000020C)"},
		// The rest of the transport family by name and in MS-ERREF's words
		// as go-smb2 prints them (set 1565): CONNECTION_RESET 0xC000020D
		// "The transport connection has been reset.", DISCONNECTED "The
		// transport connection is now disconnected.", REFUSED "The
		// transport-connection attempt was refused by the remote system.",
		// IO_TIMEOUT "{Device Timeout} ...": reconnect and retry.
		{text: "status_connection_reset", kind: transient, reason: "the SMB server reset the connection (NTSTATUS 0xC000020D)"},
		{text: "the transport connection has been reset", kind: transient, reason: "the SMB server reset the connection (NTSTATUS 0xC000020D)"},
		{text: "the transport connection is now disconnected", kind: transient, reason: "the SMB server dropped the session (NTSTATUS 0xC000020C)"},
		{text: "transport-connection attempt was refused", kind: transient, reason: "the SMB server refused the connection (NTSTATUS 0xC0000236)"},
		{text: "{device timeout}", kind: transient, reason: "the SMB I/O timed out (NTSTATUS IO_TIMEOUT 0xC00000B5)"},
		// A share's max connections reached: MS-ERREF INSUFFICIENT_RESOURCES
		// "Insufficient system resources exist to complete the API." frees as
		// other clients disconnect (held-out set 1350).
		{text: "insufficient system resources exist to complete the api", kind: transient, reason: "the server is short of a resource now (NTSTATUS 0xC000009A)"},
		// The same status by name, as smbclient ("tree connect failed:
		// NT_STATUS_INSUFFICIENT_RESOURCES") and impacket print it (set 1565).
		{text: "status_insufficient_resources", kind: transient, reason: "the server is short of a resource now (NTSTATUS 0xC000009A)"},
		// Kerberos KDCs known but not answering: MIT KRB5_KDC_UNREACH "Cannot
		// contact any KDC for realm", Heimdal "unable to reach any KDC in
		// realm" (held-out set 782). "Cannot find KDC for realm" (no KDC
		// configured) is not this.
		{text: "cannot contact any kdc", kind: transient, reason: "no KDC for the realm answered (Kerberos KDC unreachable)"},
		{text: "unable to reach any kdc", kind: transient, reason: "no KDC for the realm answered (Kerberos KDC unreachable)"},
		{text: "econnrefused", kind: transient, reason: "ECONNREFUSED"},
		{text: "broken pipe", kind: transient, reason: "broken pipe"},
		{text: "epipe", kind: transient, word: true, reason: "EPIPE"},
		{text: "connection abort", kind: transient, reason: "connection aborted"},
		{text: "econnaborted", kind: transient, reason: "ECONNABORTED"},
		{text: "connection closed", kind: transient, reason: "connection closed"},
		{text: "connection lost", kind: transient, reason: "connection lost"},
		{text: "closed network connection", kind: transient, reason: "connection closed"},
		{text: "server closed", kind: transient, reason: "connection closed"},
		{text: "socket hang up", kind: transient, reason: "connection closed"},
		{text: "unexpected eof", kind: transient, reason: "unexpected EOF"},
		{text: "eof", kind: transient, word: true, reason: "EOF"},
		{text: "goaway", kind: transient, reason: "GOAWAY"},
		{text: "no route to host", kind: transient, reason: "no route to host"},
		{text: "ehostunreach", kind: transient, reason: "EHOSTUNREACH"},
		{text: "network is unreachable", kind: transient, reason: "network unreachable"},
		// The service named as out of reach, not the network: gandi.cli's
		// "An error occured during call: Remote API service is
		// unreachable" (set 1598), "server is unreachable". Code a compiler
		// calls unreachable names no service and stays unread.
		{text: "service is unreachable", kind: transient, reason: "the remote service could not be reached"},
		{text: "server is unreachable", kind: transient, reason: "the remote server could not be reached"},
		{text: "enetunreach", kind: transient, reason: "ENETUNREACH"},
		// A client whose retry strategy found every host down (Algolia's
		// RetryError "Unreachable hosts", ICMP's "Destination Host
		// Unreachable"; set 690): the network, not the call.
		{text: "unreachable hosts", kind: transient, reason: "every host was unreachable"},
		{text: "host unreachable", kind: transient, reason: "host unreachable"},
		// Set 372: EINTR and EAFNOSUPPORT in other runtimes' words (Python's
		// OSError, Rust's io::Error, Node's code names); see goerr.go.
		{text: "interrupted system call", kind: transient, reason: "EINTR: a signal interrupted the call"},
		{text: "eintr", kind: transient, word: true, reason: "EINTR"},
		// EAGAIN as OCaml's Unix_error names it ("Unix.Unix_error(Unix.EAGAIN,
		// \"lockf\", \"\")" from F_TLOCK on a lock another process holds;
		// set 1747): a wait, as goerr.go's "resource temporarily unavailable".
		{text: "eagain", kind: transient, word: true, reason: "EAGAIN: a lock or resource another holder keeps for now"},
		{text: "address family not supported", kind: premise, reason: "EAFNOSUPPORT: this host cannot use the address's family"},
		{text: "eafnosupport", kind: premise, word: true, reason: "EAFNOSUPPORT: this host cannot use the address's family"},
		{text: "no suitable address found", kind: premise, reason: "the name has no address of the family dialled"},
		{text: "address family for hostname not supported", kind: premise, reason: "EAI_ADDRFAMILY: the name has no address of the family asked for"},
		{text: "eai_addrfamily", kind: premise, word: true, reason: "EAI_ADDRFAMILY: the name has no address of the family asked for"},
		{text: "temporary failure", kind: transient, reason: "temporary failure"},
		{text: "in progress", kind: transient, reason: "operation in progress"},
		{text: "currently being", kind: transient, reason: "operation in progress"},
		{text: "being processed", kind: transient, reason: "operation in progress"},
		{text: "concurrent", kind: transient, reason: "concurrent operation"},
		{text: "conflicting", kind: transient, reason: "conflicting operation"},
		// lockWords' transaction conflicts, with no status (set 1306).
		{text: "write-write conflict", kind: transient, reason: "a write-write conflict with another transaction: run it again"},
		{text: "conflicts with pending transaction", kind: transient, reason: "a conflict with another transaction still pending: abort and run it again"},
		{text: "deadlock", kind: transient, reason: "deadlock"},
		{text: "could not serialize", kind: transient, reason: "serialization failure"},
		{text: "serialization failure", kind: transient, reason: "serialization failure"},
		// Redshift's ERROR 1023 ("Serializable isolation violation on table -
		// N, transactions forming the cycle are: ..."): its docs say retry
		// the transaction (set 666).
		{text: "serializable isolation violation", kind: transient, reason: "serialization failure (Redshift 1023): retry the transaction"},
		{text: "locked", kind: transient, word: true, reason: "locked"},
		{text: "lock timeout", kind: transient, reason: "lock timeout"},
		// Stripe's lock_timeout sentence without its code or status ("This
		// object cannot be accessed right now because another API request
		// or Stripe process is currently accessing it"; Stripe: "If you see
		// this error intermittently, retry the request"): another request
		// holds the object's lock for now (set 1386).
		{text: "is currently accessing it", kind: transient, reason: "another request or process holds the object right now (lock contention): retry"},
		{text: "cannot be accessed right now because another", kind: transient, reason: "another request or process holds the object right now (lock contention): retry"},
		// The JVM's names for a lock not got, which Spring files under
		// TransientDataAccessException ("might be able to succeed when the
		// operation is retried") and whose message often says only "could
		// not execute statement": Spring's CannotAcquireLockException and
		// PessimisticLockingFailureException, Hibernate's
		// LockAcquisitionException, JPA's PessimisticLockException and
		// LockTimeoutException (held-out set 798).
		{text: "cannotacquirelockexception", kind: transient, reason: "a lock was not acquired (Spring CannotAcquireLockException): retry the transaction"},
		{text: "pessimisticlockingfailureexception", kind: transient, reason: "a lock was not acquired (Spring PessimisticLockingFailureException): retry the transaction"},
		{text: "lockacquisitionexception", kind: transient, reason: "a lock was not acquired (Hibernate LockAcquisitionException): retry the transaction"},
		{text: "pessimisticlockexception", kind: transient, reason: "a pessimistic lock was not acquired (JPA PessimisticLockException): retry the transaction"},
		{text: "locktimeoutexception", kind: transient, reason: "a lock wait timed out (JPA LockTimeoutException): retry the transaction"},
		// MediaWiki's maxlag ("Waiting for db1234: 6 seconds lagged.", also
		// "Waiting for a database server: ..."): replicas lag, wait (set 1286).
		{text: "seconds lagged", kind: transient, reason: "the database replicas lag (MediaWiki maxlag): wait and retry"},
		{text: "second lagged", kind: transient, reason: "the database replicas lag (MediaWiki maxlag): wait and retry"},
		// A server shedding load: it turns requests away while overloaded
		// (the go-sdk client's "multi-round-trip: exceeded maximum
		// load-shedding retries (3)" after the server's empty input
		// requests, its signal to come back later; Envoy's overload
		// manager, gRPC servers). The retries the client made on its own
		// do not change the class: time is the variable (set 1392).
		{text: "load-shedding", kind: transient, word: true, reason: "the server is shedding load: wait and retry"},
		{text: "load shedding", kind: transient, word: true, reason: "the server is shedding load: wait and retry"},
		{text: "busy", kind: transient, word: true, reason: "busy"},
		// mcp-go's WithRecovery answer under any protocol (handlerpanic.go).
		{text: "panic recovered in ", kind: unk, reason: recoveredPanicReason},
		{text: "internal server error", kind: transient, reason: "internal server error"},
		{text: "internal error", kind: transient, reason: "internal error"},
		// A service's name for its own unspecified failure: UPS's 20001
		// "General process failure." (its guide: severity Transient, "the
		// request may be issued successfully at a later time"), the same
		// words as "general system failure" (set 1301). Not PDO's bare
		// "General error: 1364 ...", whose number decides.
		{text: "general process failure", kind: transient, reason: "the service's own general process failure (UPS 20001, transient)"},
		{text: "general system failure", kind: transient, reason: "the service's own general system failure"},
		{text: "server error", kind: transient, reason: "server error"},
		// OpenAI's own words for its 500 (error-codes guide: "Retry your
		// request after a brief wait"), alone when openai-python's stream
		// raises APIError with the event's message and no status (set 66).
		{text: "server had an error", kind: transient, reason: "the server had an error processing the request"},
		{text: "bad gateway", kind: transient, reason: "bad gateway"},
		// A service that could not reach its own backend, in its words:
		// PostNL's code 11 "Exception occured connecting to a backend
		// service." (developer.postnl.nl/error-codes: "In most cases, the
		// request timed out. Please try again.", set 1612), a gateway's
		// "error connecting to the backend service": the gateway's bad
		// gateway in prose. Not SSH's "error connecting to agent" nor a
		// client's product check ("connecting to an elasticsearch
		// instance"), read before.
		{text: "connecting to a backend service", kind: transient, reason: "the service could not reach its own backend: retry on a backoff"},
		{text: "connecting to the backend service", kind: transient, reason: "the service could not reach its own backend: retry on a backoff"},
		{text: "connecting to backend service", kind: transient, reason: "the service could not reach its own backend: retry on a backoff"},
		{text: "transient", kind: transient, reason: "transient"},
		// As a word only: a parameter list an SDK echoes back
		// ("ReturnConsumedCapacity", botocore's ParamValidationError; set
		// 1151) names no shortage.
		{text: "capacity", kind: transient, word: true, reason: "capacity"},
		// A cloud zone out of the machines asked for (a stockout): Google
		// Compute Engine's ZONE_RESOURCE_POOL_EXHAUSTED "The zone '...' does
		// not have enough resources available to fulfill the request", also
		// through GKE node pools, Cloud Batch, Vertex AI and gcloud, whose
		// guide says the resources are temporarily unavailable: try again
		// later or in another zone, as AWS's InsufficientInstanceCapacity
		// and Azure's ZonalAllocationFailed (held-out set 764).
		{text: "does not have enough resources available to fulfill", kind: transient, reason: "the cloud zone is out of capacity for now (GCE ZONE_RESOURCE_POOL_EXHAUSTED): retry later or in another zone"},
		{text: "zone_resource_pool_exhausted", kind: transient, reason: "the cloud zone is out of capacity for now (GCE): retry later or in another zone"},
		// A per-resource operation rate: Compute Engine's
		// RESOURCE_OPERATION_RATE_EXCEEDED "Operation rate exceeded for
		// resource '...'. Too frequent operations from the source
		// resource." (a disk snapshotted or an image used too often; the
		// snapshot guide: wait and retry), as SES's "Maximum sending rate
		// exceeded" and AWS's bare "Rate exceeded": time fixes it, not a
		// quota that needs a person (held-out set 1055).
		{text: "operation rate exceeded", kind: transient, reason: "the resource's operation rate was exceeded (GCE RESOURCE_OPERATION_RATE_EXCEEDED): retry after a wait"},
		{text: "too frequent operations", kind: transient, reason: "operations on the resource came too often: retry after a wait"},
		{text: "resource_operation_rate_exceeded", kind: transient, reason: "the resource's operation rate was exceeded (GCE): retry after a wait"},
		{text: "sending rate exceeded", kind: transient, reason: "the sending rate was exceeded (SES Throttling): retry after a wait"},
		// The same stockout on a platform's own pool of hosts: flyctl's
		// "failed to launch VM: insufficient resources available to
		// fulfill request: could not reserve resource for machine:
		// insufficient memory available to fulfill request" (fly.io's
		// docs: capacity in a region frees up; retry or pick another
		// region). Not a scheduler's refusal on a cluster the caller runs
		// ("0/3 nodes are available: 3 Insufficient memory", premise:
		// placement.go), whose words differ (held-out sets 755 and 814).
		{text: "insufficient resources available to fulfill", kind: transient, reason: "the platform's hosts are out of capacity for now: retry later or in another region"},
		{text: "insufficient memory available to fulfill", kind: transient, reason: "the platform's hosts are out of capacity for now: retry later or in another region"},
		{text: "insufficient capacity available to fulfill", kind: transient, reason: "the platform's hosts are out of capacity for now: retry later or in another region"},
		{text: "could not reserve resource for machine", kind: transient, reason: "the platform's hosts are out of capacity for now: retry later or in another region"},
		// Azure SQL's control plane out of room for now (set 1505):
		// 49918 "Cannot process request. Not enough resources to process
		// request.", 49919 "Cannot process create or update request. Too
		// many create or update operations in progress for subscription
		// \"%ld\".", 49920 "Cannot process request. Too many operations in
		// progress for subscription \"%ld\"." Microsoft.Data.SqlClient's
		// and mssql-jdbc's built-in transient lists hold all three
		// (SqlConfigurableRetryFactory; configurable-retry-logic.md:
		// "Retry on a backoff", "wait for in-flight operations to drain").
		{text: "not enough resources to process request", kind: transient, reason: "the service has no room for the request now (Azure SQL 49918): retry on a backoff"},
		{text: "operations in progress for subscription", kind: transient, reason: "too many operations are in flight for the subscription (Azure SQL 49919/49920): retry once they drain"},
	}
	// weakRetryWords come after the invalid wording: "invalid JSON, please
	// fix and try again" is a wrong call, not a wait.
	weakRetryWords = []pattern{
		{text: "try again", kind: transient, reason: "asked to try again"},
		{text: "please retry", kind: transient, reason: "asked to retry"},
		{text: "retry later", kind: transient, reason: "asked to retry"},
		{text: "try later", kind: transient, reason: "asked to try later"},
		{text: "retry the request", kind: transient, reason: "asked to retry"},
		{text: "can retry", kind: transient, reason: "asked to retry"},
		// The request itself said to need another try: databricks-sdk-go's
		// TooManyRequests() "Current request has to be retried" (held-out
		// set 1362). "cannot be retried" and "can be retried after" are
		// other words.
		{text: "has to be retried", kind: transient, reason: "asked to retry"},
		// The ask to come back for data still being gathered (Finch's
		// data_sync_in_progress "The pay statements for this payment are
		// being fetched. Please check back later.", set 1597), as
		// unstatedWait reads it in a raised message.
		{text: "check back later", kind: transient, reason: "asked to come back later: the answer is not ready yet"},
		{text: "check back shortly", kind: transient, reason: "asked to come back later: the answer is not ready yet"},
		{text: "check back in a few ", kind: transient, reason: "asked to come back later: the answer is not ready yet"},
	}
	// argumentWords say a tool refused its arguments; MCP's -32603 reads
	// them too (validationWords).
	argumentWords = []pattern{
		// An identity service's verdict on the capture the call uploaded
		// (Unit's document flags 20R "The image quality is too low. Please
		// retake the photo", 30R "ensure all four corners of the ID are
		// visible"): the image is the call's argument, and a new capture
		// repairs it, as Onfido's glare and face checks (set 1592) and
		// mediaunder401.go read (set 1672).
		{text: "retake the photo", kind: invalid, reason: "the uploaded capture is unusable: take and send a new photo"},
		{text: "image quality is too low", kind: invalid, reason: "the uploaded capture is unusable: take and send a new photo"},
		{text: "all four corners of the", kind: invalid, reason: "the document photo is cut off: take and send a new photo with the whole document"},
		{text: "cross-device link", kind: invalid, reason: "EXDEV: a rename across file systems (copy instead)"},
		// Windows' EXDEV: ERROR_NOT_SAME_DEVICE (17) "The system cannot move
		// the file to a different disk drive." (Go's os.Rename, .NET's
		// File.Move across volumes; set 102).
		{text: "cannot move the file to a different disk drive", kind: invalid, reason: "a rename across volumes (Windows ERROR_NOT_SAME_DEVICE): copy instead"},
		{text: "only files with binary content can be downloaded", kind: invalid, reason: "use export for Google Docs"},
		// A JSON Schema validator's report on the arguments, whatever the
		// server: google/jsonschema-go (the MCP go-sdk's input check)
		// "validating root: ... has type \"string\", want \"number\"", Python
		// and Rust jsonschema "'12' is not of type 'number'" (set 41).
		{text: "validating root", kind: invalid, reason: "the arguments fail the tool's input schema (jsonschema-go)"},
		{text: "is not of type", kind: invalid, reason: "an argument of the wrong type (JSON Schema)"},
		// Set 1450: a name that breaks an identifier's lexical rule, its
		// first character: database/sql's validateNamedValueName ("name
		// \"@age\" does not begin with a letter": sql.Named takes the bare
		// name, the driver adds the prefix), and the same rule in other
		// validators' words ("must start with a letter", "should begin
		// with a letter"). The call spelled the name wrong.
		{text: "not begin with a letter", kind: invalid, reason: "a name whose first character breaks the identifier rule (it must begin with a letter)"},
		{text: "not start with a letter", kind: invalid, reason: "a name whose first character breaks the identifier rule (it must start with a letter)"},
		{text: "n't begin with a letter", kind: invalid, reason: "a name whose first character breaks the identifier rule (it must begin with a letter)"},
		{text: "n't start with a letter", kind: invalid, reason: "a name whose first character breaks the identifier rule (it must start with a letter)"},
		{text: "must start with a letter", kind: invalid, reason: "a name whose first character breaks the identifier rule (it must start with a letter)"},
		{text: "should start with a letter", kind: invalid, reason: "a name whose first character breaks the identifier rule (it must start with a letter)"},
		{text: "should begin with a letter", kind: invalid, reason: "a name whose first character breaks the identifier rule (it must begin with a letter)"},
		// A SQL driver refusing a value the call left out (null or
		// undefined where the query or a bind parameter goes): node-postgres
		// Client.query "Client was passed a null or undefined query",
		// mysql2 "Bind parameters must not contain undefined", knex
		// "Undefined binding(s) detected when compiling SELECT". The
		// argument is missing from the call, not anything in the store
		// (set 139).
		{text: "was passed a null or undefined", kind: invalid, reason: "a SQL driver was handed no value where the query or a parameter goes: supply the argument"},
		{text: "bind parameters must not contain undefined", kind: invalid, reason: "a SQL driver was handed no value where the query or a parameter goes: supply the argument"},
		{text: "undefined binding(s) detected", kind: invalid, reason: "a SQL driver was handed no value where the query or a parameter goes: supply the argument"},
	}
	invalidWords = concat(argumentWords, []pattern{
		// A build parameter the job does not define, in Jenkins's CLI
		// words (BuildCommand: "'BRANCH' is not a valid parameter." and
		// "... Did you mean BRANCH_NAME?", exit 2; set 1629): rename it.
		{text: "is not a valid parameter", kind: invalid, reason: "the call names a parameter the target does not define: use one it does"},
		// Set 1627: a schedule or send time before now (Zoho Campaigns
		// 400017 "Schedule time is lesser than current time."): the
		// time argument, not the world; a time named as a state of the
		// object ("the event is in the past") is not read here.
		{text: "time is lesser than current time", kind: invalid, reason: "the time argument is before now: pass a future time"},
		{text: "time is lesser than the current time", kind: invalid, reason: "the time argument is before now: pass a future time"},
		{text: "time is less than current time", kind: invalid, reason: "the time argument is before now: pass a future time"},
		{text: "time is less than the current time", kind: invalid, reason: "the time argument is before now: pass a future time"},
		{text: "time is earlier than the current time", kind: invalid, reason: "the time argument is before now: pass a future time"},
		{text: "time must be in the future", kind: invalid, reason: "the time argument is before now: pass a future time"},
		{text: "time cannot be in the past", kind: invalid, reason: "the time argument is before now: pass a future time"},
		// Two mutually exclusive arguments both given (google-maps-services-go
		// "maps: DepartureTime and ArrivalTime both specified", its Places
		// "Radius specified with RankByDistance"; set 1454): drop one.
		{text: "both specified", kind: invalid, reason: "two mutually exclusive arguments were both given: drop one"},
		{text: "specified with rankbydistance", kind: invalid, reason: "two mutually exclusive arguments were both given: drop one"},
		// MS-ERREF STATUS_FILE_CLOSED as go-smb2 prints it: I/O on a handle
		// the caller had closed, a call wrong in itself (held-out set 1350).
		{text: "using a file object that had already been closed", kind: invalid, reason: "I/O on a handle the caller had closed (NTSTATUS FILE_CLOSED)"},
		// Bandwidth's message-failed codes for a text the carrier will not
		// take as written (4751 destination-rejected-message-size-invalid
		// "Message is too long or message length is invalid for the
		// carrier", 4711 rejected-message-size-limit-exceeded, 4752
		// destination-rejected-malformed, 4301 malformed-invalid-encoding;
		// set 1318): shorten or re-encode the message.
		{text: "message-size-invalid", kind: invalid, reason: "the message is too long for the carrier: shorten it"},
		{text: "message-size-limit-exceeded", kind: invalid, reason: "the message's media is too large for the carrier: shrink it"},
		{text: "destination-rejected-malformed", kind: invalid, reason: "the carrier rejects the message as malformed: fix its content"},
		{text: "malformed-invalid-encoding", kind: invalid, reason: "the message's encoding is invalid: re-encode it"},
		// Python requests' InvalidSchema (sessions.py get_adapter): no
		// transport adapter for the URL's scheme, a typo in the call's URL
		// as Go's "unsupported protocol scheme" (set 773).
		{text: "no connection adapters were found for", kind: invalid, reason: "bad URL: no adapter for the URL's scheme (Python requests InvalidSchema)"},
		// pg_isready exit 3: "no attempt was made (for example due to
		// invalid parameters)" (app-pg-isready.html; set 742).
		{text: " - no attempt", kind: invalid, reason: "pg_isready: no connection attempt was made (invalid parameters)"},
		{text: "invalid", kind: invalid, reason: "invalid"},
		{text: "malformed", kind: invalid, reason: "malformed"},
		{text: "bad request", kind: invalid, reason: "bad request"},
		{text: "validation", kind: invalid, reason: "validation failed"},
		{text: "cannot parse", kind: invalid, reason: "cannot parse"},
		{text: "could not parse", kind: invalid, reason: "cannot parse"},
		{text: "failed to parse", kind: invalid, reason: "cannot parse"},
		{text: "parse error", kind: invalid, reason: "cannot parse"},
		{text: "syntax error", kind: invalid, reason: "syntax error"},
		{text: "syntaxerror", kind: invalid, reason: "syntax error"},
		{text: "illegal return statement", kind: invalid, reason: "script syntax error"},
		{text: "unexpected token", kind: invalid, reason: "syntax error"},
		// The two parser generators most query languages are built with
		// report a statement that does not parse in their own words: ANTLR
		// (Trino, Presto, Athena, Cassandra's CQL, Spark and Hive SQL) "line
		// 1:10: mismatched input 'FORM'. Expecting: ...", "extraneous input
		// ',' expecting ...", "no viable alternative at input 'SELEC'";
		// JavaCC (Calcite, Flink SQL, Drill) "Encountered \"FORM\" at line 1,
		// column 10. Was expecting one of: ...".
		{text: "mismatched input '", kind: invalid, reason: "syntax error (an ANTLR parser's mismatched input)"},
		{text: "extraneous input '", kind: invalid, reason: "syntax error (an ANTLR parser's extraneous input)"},
		{text: "no viable alternative at input", kind: invalid, reason: "syntax error (an ANTLR parser found no rule for the input)"},
		{text: "was expecting one of", kind: invalid, reason: "syntax error (a JavaCC parser met a token it did not expect)"},
		{text: "must be", kind: invalid, reason: "constraint on an argument"},
		{text: "must have", kind: invalid, reason: "constraint on an argument"},
		{text: "must not", kind: invalid, reason: "constraint on an argument"},
		// An argument left empty, in client libraries' words: client-go
		// "resource name may not be empty", "namespace may not be empty"
		// (set 369).
		{text: "may not be empty", kind: invalid, reason: "an argument left empty"},
		{text: "cannot be empty", kind: invalid, reason: "an argument left empty"},
		{text: "can't be empty", kind: invalid, reason: "an argument left empty"},
		// A length bound a client library checks on an argument:
		// minio-go's s3utils "Bucket name cannot be shorter than 3
		// characters", "... cannot be longer than 63 characters" (set
		// 1254).
		{text: "cannot be shorter than", kind: invalid, reason: "an argument shorter than its allowed length"},
		{text: "cannot be longer than", kind: invalid, reason: "an argument longer than its allowed length"},
		{text: "is required", kind: invalid, reason: "missing argument"},
		{text: "are required", kind: invalid, reason: "missing argument"},
		// DocuSign's ENVELOPE_IS_INCOMPLETE, "The Envelope is not Complete.
		// A Complete Envelope Requires Documents, Recipients, Tabs, and a
		// Subject Line." (eSignature REST and the Apex toolkit's
		// dfsle.APIException; set 1526): the envelope definition the call
		// sends lacks its required parts, not an outcome left unknown.
		{text: "envelope is not complete", kind: invalid, reason: "the envelope definition sent lacks required parts (documents, recipients, tabs, subject): complete the request"},
		{text: "complete envelope requires", kind: invalid, reason: "the envelope definition sent lacks required parts (documents, recipients, tabs, subject): complete the request"},
		{text: "envelope_is_incomplete", kind: invalid, reason: "the envelope definition sent lacks required parts (documents, recipients, tabs, subject): complete the request"},
		// A parameter said not supplied: Argo's submit validation
		// "inputs.parameters.url was not supplied" (set 1184). An API key
		// not supplied is read earlier, denied.
		{text: "was not supplied", kind: invalid, reason: "missing argument"},
		{text: "were not supplied", kind: invalid, reason: "missing argument"},
		// A setting the call must carry, said left out (Neon's "Endpoint
		// ID is not specified ... pass the endpoint ID", gcloud's
		// "Underspecified resource [vm-1]. Specify the [--zone] flag.";
		// set 649): add it. "No input file specified" is left alone:
		// PHP-FPM says so when the script file is missing.
		{text: "is not specified", kind: invalid, reason: "a setting the call must carry is left out: add it"},
		{text: "was not specified", kind: invalid, reason: "a setting the call must carry is left out: add it"},
		{text: "were not specified", kind: invalid, reason: "a setting the call must carry is left out: add it"},
		{text: "has not been specified", kind: invalid, reason: "a setting the call must carry is left out: add it"},
		{text: "underspecified", kind: invalid, reason: "a setting the call must carry is left out: add it"},
		{text: "please specify", kind: invalid, reason: "a setting the call must carry is left out: add it"},
		// A form's prompt for a value of the right shape, sent back as the
		// API's error: Namecheap's "2050900 - Please enter a fully
		// qualified domain name." (set 1525), "Please enter a valid email
		// address.": the value given is not in the form; repair it. A
		// prompt for a credential or a card is read earlier (denied,
		// premise).
		{text: "please enter a ", kind: invalid, reason: "the service asks for a value of the right form: repair the argument"},
		{text: "please enter an ", kind: invalid, reason: "the service asks for a value of the right form: repair the argument"},
		// The same said as what the caller must do: the Doppler CLI's
		// "Doppler Error: You must specify a project" (set 1182); a
		// credential the caller must give ("Must specify two-factor
		// authentication OTP code") is read earlier, denied.
		{text: "you must specify", kind: invalid, reason: "a setting the call must carry is left out: add it"},
		// The same said as what the call requires, listing the keys of
		// which it carried none: LangGraph's "Checkpointer requires one
		// or more of the following 'configurable' keys: thread_id,
		// checkpoint_ns, checkpoint_id" (pregel/main.py, set 1613). A
		// plan or a permission the caller lacks ("requires one of the
		// following plans", "... permissions") is read earlier.
		{text: "requires one or more of the following", kind: invalid, reason: "a setting the call must carry is left out: add it"},
		{text: "requires one of the following", kind: invalid, reason: "a setting the call must carry is left out: add it"},
		{text: "required", kind: invalid, reason: "missing argument"},
		{text: "missing", kind: invalid, reason: "missing argument"},
		{text: "too long", kind: invalid, reason: "too long"},
		{text: "too large", kind: invalid, reason: "too large"},
		{text: "too big", kind: invalid, reason: "too large"},
		// An object store's size limit on the call's own object or
		// metadata, in S3's words as MinIO and Cloudflare R2 echo them:
		// MetadataTooLarge "Your metadata headers exceed the maximum
		// allowed metadata size.", EntityTooLarge "Your proposed upload
		// exceeds the maximum allowed object size.", and R2's Workers
		// binding "put: ... metadata size. (10012)" with no code at all
		// (set 1247): shrink the metadata or split the upload.
		{text: "maximum allowed metadata size", kind: invalid, reason: "the object's metadata is over the store's size limit: trim it"},
		{text: "maximum allowed object size", kind: invalid, reason: "the upload is over the store's object size limit: split it (multipart) or shrink it"},
		// A stream over the service's cap on one stream's length: Google
		// Cloud Speech-to-Text's StreamingRecognize "Exceeded maximum
		// allowed stream duration of 65 seconds." (305 seconds today; the
		// maintainers: streaming is limited in length, restart the stream;
		// GoogleCloudPlatform/python-docs-samples issue 807, set 1498). No
		// wait lengthens it: split the audio over new streams.
		{text: "maximum allowed stream duration", kind: invalid, reason: "the stream is over the service's cap on one stream's duration: split the input over new streams"},
		{text: "maximum stream duration", kind: invalid, reason: "the stream is over the service's cap on one stream's duration: split the input over new streams"},
		// A message over the receiver's size limit, in the transports'
		// own words: grpc-go "grpc: received message larger than max (N
		// vs. M)" and "trying to send message larger than max", grpc-js
		// and C-core "Received message larger than max", grpc-java "gRPC
		// message exceeds maximum size", Kafka MESSAGE_TOO_LARGE "a message
		// larger than the max message size", nats.go ErrMaxPayload
		// "maximum payload exceeded". The same message fails every time,
		// whatever code carries it (gRPC's RESOURCE_EXHAUSTED reads as a
		// wait): shrink, split or page it (set 104).
		{text: "message larger than max", kind: invalid, reason: "a message larger than the receiver's size limit: shrink, split or page it"},
		{text: "larger than the max message size", kind: invalid, reason: "a message larger than the receiver's size limit: shrink, split or page it"},
		{text: "message exceeds maximum size", kind: invalid, reason: "a message larger than the receiver's size limit: shrink, split or page it"},
		{text: "maximum payload exceeded", kind: invalid, reason: "a message larger than the receiver's size limit: shrink, split or page it"},
		// The same limit on one inbound frame or line, where the reader
		// names its own buffer: go-sdk's stdio transport "inbound JSON-RPC
		// frame exceeded the configured maximum line length" (a tool result
		// too big for one line: a 30 MB file read), Node's child_process
		// "stdout maxBuffer length exceeded", gorilla/websocket "websocket:
		// read limit exceeded". Read less per call (head/tail, a page, a
		// range) (set 208).
		{text: "frame exceeded the configured maximum", kind: invalid, reason: "a message larger than the receiver's size limit: shrink, split or page it"},
		{text: "maxbuffer length exceeded", kind: invalid, reason: "a message larger than the receiver's size limit: shrink, split or page it"},
		{text: "websocket: read limit exceeded", kind: invalid, reason: "a message larger than the receiver's size limit: shrink, split or page it"},
		// A whole-file read past what the reader holds in memory, whatever
		// the file: Node's ERR_FS_FILE_TOO_LARGE ("File size (3221225472)
		// is greater than 2 GiB", before Node 18 "File size is greater
		// than possible Buffer"), ERR_STRING_TOO_LONG ("Cannot create a
		// string longer than 0x1fffffe8 characters"), V8's "Invalid string
		// length", .NET File.ReadAllBytes ("This operation is currently
		// limited to supporting files less than 2 gigabytes in size"). The
		// same call fails every time; a ranged or streamed read (the
		// filesystem server's head/tail) succeeds: repair the call (set 69).
		{text: "is greater than 2 gib", kind: invalid, reason: "a file larger than the reader loads whole: read a part or stream it"},
		{text: "is greater than possible buffer", kind: invalid, reason: "a file larger than the reader loads whole: read a part or stream it"},
		{text: "cannot create a string longer than", kind: invalid, reason: "a file larger than the reader loads whole: read a part or stream it"},
		{text: "invalid string length", kind: invalid, reason: "a file larger than the reader loads whole: read a part or stream it"},
		{text: "limited to supporting files less than", kind: invalid, reason: "a file larger than the reader loads whole: read a part or stream it"},
		{text: "too many", kind: invalid, reason: "too many"},
		{text: "cannot specify both", kind: invalid, reason: "arguments that exclude each other"},
		{text: "only select queries are allowed", kind: invalid, reason: "a read-only tool given a write"},
		{text: "not null constraint failed", kind: invalid, reason: "a NOT NULL column left empty"},
		{text: "crossslot", kind: invalid, word: true, reason: "Redis CROSSSLOT: keys in different slots"},
		{text: "execabort", kind: invalid, word: true, reason: "Redis EXECABORT: the transaction had errors"},
		{text: "but an orderingkey was set", kind: invalid, reason: "an ordering key without message ordering enabled"},
		{text: "mutually exclusive", kind: invalid, reason: "arguments that exclude each other"},
		{text: "cannot contain", kind: invalid, reason: "an argument holds a character or part it may not"},
		{text: "can not contain", kind: invalid, reason: "an argument holds a character or part it may not"},
		{text: "may not contain", kind: invalid, reason: "an argument holds a character or part it may not"},
		{text: "cannot be used together", kind: invalid, reason: "arguments that exclude each other"},
		{text: "cannot be combined", kind: invalid, reason: "arguments that exclude each other"},
		// A workflow engine's stored run over its own limit (Temporal and
		// Cadence terminate the run with "Workflow history size exceeds
		// limit.", "Workflow history count exceeds limit.", "Workflow mutable
		// state size exceeds limit."; set 1485): no argument of the call is
		// too big and no wait helps; the run the later steps rest on is
		// ended, so replan (continue-as-new), premise.
		{text: "history size exceeds", kind: premise, reason: "a workflow run's stored history is over the engine's limit and the run was ended: replan (continue-as-new)"},
		{text: "history count exceeds", kind: premise, reason: "a workflow run's stored history is over the engine's limit and the run was ended: replan (continue-as-new)"},
		{text: "mutable state size exceeds", kind: premise, reason: "a workflow run's stored state is over the engine's limit and the run was ended: replan"},
		{text: "exceeds", kind: invalid, reason: "exceeds a limit"},
		// The same limit said of a plural subject (Temporal's "Heartbeat
		// details exceed size limit.", set 1485): what the call sent is
		// over the size the service takes; send less.
		{text: "exceed size limit", kind: invalid, reason: "what the call sent is over the size limit: send less"},
		{text: "exceed the size limit", kind: invalid, reason: "what the call sent is over the size limit: send less"},
		// A form's own checks on a submitted value, in the past tense or
		// naming the list of choices (Laserfiche Forms 9317 "File exceeded
		// max size.", 9309 "This value does not belong to the list of
		// choices."; set 1320): the submission's value, repair it. A store
		// that "exceeded" its size is not the call's payload and is left out.
		{text: "file exceeded max size", kind: invalid, reason: "an uploaded file larger than the form allows"},
		{text: "file exceeded maximum size", kind: invalid, reason: "an uploaded file larger than the form allows"},
		{text: "file exceeded the maximum size", kind: invalid, reason: "an uploaded file larger than the form allows"},
		{text: "not belong to the list of choices", kind: invalid, reason: "the value is not one of the allowed choices"},
		{text: "not in the list of choices", kind: invalid, reason: "the value is not one of the allowed choices"},
		{text: "not one of the allowed choices", kind: invalid, reason: "the value is not one of the allowed choices"},
		// A filter or field restricted to a set of values (GLEIF's
		// "Filter should contain only allowed values" for a filter key the
		// API does not offer; set 1353): the argument, repair it.
		{text: "only allowed values", kind: invalid, reason: "the value or key is not one of those the API allows"},
		{text: "maximum context length", kind: invalid, reason: "context too long"},
		{text: "unsupported", kind: invalid, reason: "unsupported"},
		{text: "not supported", kind: invalid, reason: "unsupported"},
		{text: "not implemented", kind: invalid, reason: "not implemented"},
		{text: "unknown parameter", kind: invalid, reason: "unknown parameter"},
		{text: "unknown field", kind: invalid, reason: "unknown field"},
		// ActiveModel's UnknownAttributeError "unknown attribute 'emial'
		// for User." (set 1273): an attribute the model does not define,
		// named in the call's own arguments, as an unknown field.
		{text: "unknown attribute '", kind: invalid, reason: "unknown attribute (ActiveModel UnknownAttributeError)"},
		{text: "unknown tool", kind: invalid, reason: "unknown tool"},
		{text: "unknown method", kind: invalid, reason: "unknown method"},
		{text: "unrecognized", kind: invalid, reason: "unrecognized"},
		{text: "unrecognised", kind: invalid, reason: "unrecognized"},
		// "An unexpected error" is the service's word for its own fault,
		// not for input it did not expect: every held-out line with it is
		// transient (sets 23, 256, 371, 536, 1032, 1151, 1175, 1220, 1232).
		{text: "unexpected error", kind: transient, reason: "the service's own unexpected error"},
		{text: "unexpected internal error", kind: transient, reason: "the service's own unexpected error"},
		// "Something unexpected went wrong" / "happened" is the same
		// apology for the service's own fault (TaxJar's 500 body behind
		// taxjar-ruby's InternalServerError, which the maintainers put
		// down to short outages; set 1579), not input it did not expect.
		{text: "something unexpected", kind: transient, reason: "the service's own unexpected failure"},
		{text: "unexpected", kind: invalid, reason: "unexpected input"},
		{text: "expected", kind: invalid, reason: "unexpected input"},
		{text: "out of range", kind: invalid, reason: "out of range"},
		// The same index past the end in numpy's and pandas' words (set
		// 1308: "single positional indexer is out-of-bounds", "index 5 is
		// out of bounds for axis 0 with size 2").
		{text: "is out-of-bounds", kind: invalid, reason: "out of range"},
		{text: "is out of bounds for axis", kind: invalid, reason: "out of range"},
		{text: "eisdir", kind: invalid, reason: eisdirReason},
		{text: "is a directory", kind: invalid, reason: eisdirReason},
		// The same wrong kind in the words of a tool that names no errno
		// (set 1322: GNU sed -i "sed: couldn't edit src: not a regular
		// file"; also tar, rsync, scp): the path is a directory, device or
		// FIFO where the operation takes a regular file, as EISDIR.
		{text: "not a regular file", kind: invalid, reason: "the path is not a regular file where the operation takes one (a directory, device or FIFO): the call's argument names the wrong kind of object, as EISDIR"},
		{text: "enotdir", kind: premise, reason: enotdirReason},
		{text: "not a directory", kind: premise, reason: enotdirReason},
		{text: "could not find exact match", kind: premise, reason: editMismatchReason},
		// A decoder handed a destination it cannot fill (set 295: Go
		// encoding/json InvalidUnmarshalError "json: Unmarshal(non-pointer
		// main.Config)", "json: Unmarshal(nil *main.Config)"; encoding/xml
		// "non-pointer passed to Unmarshal"; encoding/gob "attempt to
		// decode into a non-pointer"; BurntSushi/toml "cannot decode to
		// non-pointer"; msgpack "Decode(non-pointer ...)"; mapstructure
		// "result must be a pointer"): the program's call is wrong, the
		// bytes may be fine: invalid.
		{text: "unmarshal(non-pointer", kind: invalid, reason: "a decoder given a non-pointer destination: pass a pointer"},
		{text: "unmarshal(nil", kind: invalid, reason: "a decoder given a nil destination: pass a non-nil pointer"},
		{text: "decode(non-pointer", kind: invalid, reason: "a decoder given a non-pointer destination: pass a pointer"},
		{text: "non-pointer passed to unmarshal", kind: invalid, reason: "a decoder given a non-pointer destination: pass a pointer"},
		{text: "decode into a non-pointer", kind: invalid, reason: "a decoder given a non-pointer destination: pass a pointer"},
		{text: "decode to non-pointer", kind: invalid, reason: "a decoder given a non-pointer destination: pass a pointer"},
		{text: "result must be a pointer", kind: invalid, reason: "a decoder given a non-pointer destination: pass a pointer"},
		// The same class in a Go data-access layer's scanner (set 1403,
		// captured live): sqlx's StructScan, Get and Select "must pass a
		// pointer, not a value, to StructScan destination" and "nil pointer
		// passed to StructScan destination" (sqlx.go), GORM's ErrInvalidValue
		// "invalid value, should be pointer to struct or slice" (errors.go).
		// The rows may be fine; the program's destination is wrong: invalid.
		{text: "must pass a pointer, not a value, to", kind: invalid, reason: "a row scanner given a non-pointer destination (sqlx): pass a pointer"},
		{text: "nil pointer passed to structscan destination", kind: invalid, reason: "a row scanner given a nil destination (sqlx): pass a non-nil pointer"},
		{text: "should be pointer to struct or slice", kind: invalid, reason: "an ORM given a destination that is not a pointer to a struct or slice (GORM ErrInvalidValue): pass one"},
		// The other direction (set 574): an encoder handed a value its
		// format cannot hold, whatever the data behind it. V8 and the
		// WHATWG structured clone ("DataCloneError: function f() {} could
		// not be cloned.", Firefox "The object could not be cloned."),
		// V8's JSON.stringify ("Do not know how to serialize a BigInt"),
		// Python's json ("Object of type datetime is not JSON
		// serializable") and pickle ("cannot pickle '_thread.lock'
		// object", PicklingError "Can't pickle <function ...>", "Can't
		// pickle local object"), Go's gob ("gob: type not registered for
		// interface"). The same value fails every time; the program must
		// convert or drop it first.
		// A circular structure is left out: it is as often a library
		// stringifying its own objects (the MCP TypeScript SDK's Ajv
		// SchemaEnv, set 308: unknown) as a value the caller handed over.
		{text: "could not be cloned", kind: invalid, reason: "an encoder given a value its format cannot hold: convert or drop it"},
		{text: "is not json serializable", kind: invalid, reason: "an encoder given a value its format cannot hold: convert or drop it"},
		{text: "do not know how to serialize a bigint", kind: invalid, reason: "an encoder given a value its format cannot hold: convert or drop it"},
		{text: "cannot pickle '", kind: invalid, reason: "an encoder given a value its format cannot hold: convert or drop it"},
		{text: "can't pickle <", kind: invalid, reason: "an encoder given a value its format cannot hold: convert or drop it"},
		{text: "can't pickle local object", kind: invalid, reason: "an encoder given a value its format cannot hold: convert or drop it"},
		{text: "gob: type not registered for interface", kind: invalid, reason: "an encoder given a value its format cannot hold: convert or drop it"},
		{text: "cannot unmarshal", kind: invalid, reason: "wrong type"},
		// Jackson's words for the same fault, JSON whose shape or type does
		// not map onto the target (MismatchedInputException and its
		// InvalidFormatException: "Cannot deserialize value of type `X` from
		// Object value", 2.9's "Can not deserialize instance of X out of
		// START_OBJECT token"), as Go's "cannot unmarshal" (held-out set 798).
		{text: "cannot deserialize value of type", kind: invalid, reason: "wrong type (Jackson MismatchedInputException): the JSON does not map onto the target type"},
		{text: "can not deserialize instance of", kind: invalid, reason: "wrong type (Jackson MismatchedInputException): the JSON does not map onto the target type"},
		{text: "cannot deserialize instance of", kind: invalid, reason: "wrong type (Jackson MismatchedInputException): the JSON does not map onto the target type"},
		{text: "wrong type", kind: invalid, reason: "wrong type"},
		{text: "type mismatch", kind: invalid, reason: "wrong type"},
		// Lance's and LanceDB's SchemaMismatch on add/append ("Append with
		// different schema: `x` should have type string but type was int64,
		// location: ..."): the rows sent do not match the table's schema;
		// cast them and add again (held-out set 1324).
		{text: "append with different schema", kind: invalid, reason: "rows whose schema differs from the table's (Lance SchemaMismatch): cast them to the table's schema"},
		{text: "not allowed", kind: invalid, reason: "not allowed"},
	})
)

// without returns the patterns of g except those with the given texts.
func without(g []pattern, texts ...string) []pattern {
	var out []pattern
next:
	for _, p := range g {
		for _, t := range texts {
			if p.text == t {
				continue next
			}
		}
		out = append(out, p)
	}
	return out
}

func concat(groups ...[]pattern) []pattern {
	var out []pattern
	for _, g := range groups {
		out = append(out, g...)
	}
	return out
}

var (
	// genericMatcher is the whole fallback table.
	genericMatcher = newMatcher(guessing(concat(wrongEndpointWords, instanceLimitWords, relayDiscardWords, onCallWords, graphqlFieldWords, openBreakerWords, csrfWords, lostWorkerWords, ciFailureReasonWords, redisWords, brokerWords, firstWords, quotaWords, heldCountWords, activeSeriesWords, tsdbWords, destPermissionWords, replyWindowWords, stopFirstWords, rateWords, paymentRefusalWords, payerActionWords, pendingWaitWords, deniedWords, badCredentialWords, conflictWords, republishWords, statedWaitWords, missingWords, stateMachineWords, absentModuleWords, without(worldWords, "try again later"), investigatingWords, ambiguousWords, timeoutWords, vectorDimWords, engineRemedyWords, retryWords, invalidWords, weakRetryWords, wsCloseWaitWords, wsCloseCodeWords), guessWords)) // wsCloseWaitWords, wsCloseCodeWords: brokerwords.go
	// overInvalid is what may overturn an "invalid" default (400, 422,
	// validation codes, INVALID_ARGUMENT): the call can be fine while a
	// quota, the credentials or the world's state is not.
	// worldWords (worldstate.go) come last: a state the message describes
	// is weaker evidence than a quota, a credential or a named object.
	// A partial success behind a 400 (InfluxDB "partial write: ...
	// dropped=N") is the batch's state, not a wrong call: partialWords,
	// unless the points were dropped for their own content
	// (droppedPointWords, tsdbwords.go).
	overInvalid = newMatcher(concat(wrongEndpointWords, instanceLimitWords, onCallWords, forbiddenCharWords, hedgedNotFoundWords, noRouteWords, proxyUpgradeWords, elasticWords, emptySchemaWords, agedOutWords, scalarSubqueryWords, destPermissionWords, replyWindowWords, freeTierRegionWords, regionWords, influxCapWords, droppedPointWords, partialWords, allowListWords, certWords, redirectWords, quotaWords, storeFullWords, heldCountWords, activeSeriesWords, rateWords, paymentRefusalWords, payerActionWords, without(deniedWords, "not allowed to"), badCredentialWords, appStateWords, heldWords, endStateWords, idemReuseWords, stopFirstWords, staleHeadWords, staleCASWords, staleSinceReadWords, conflictWords, republishWords, missingWords, goneTargetWords, wrongStateWords, stateMachineWords, retryHintWords, pendingWaitWords, statedWaitWords, attemptLockoutWords, filterWords, failedStartWords, agreementWords, otherAdsSystemWords, holderStepWords, absentModuleWords, worldWords, investigatingWords)) // endStateWords (endstate.go) before conflictWords: "already exists with different attributes" is a name held otherwise
	// filterWords: a refusal that is a content filter on the output.
	// An image model's safety checker that withheld every output says
	// so in its own words (Replicate's SDXL "NSFW content detected. Try
	// running it again, or try a different prompt.", FLUX "All generated
	// images contained NSFW content", diffusers' "Potential NSFW content
	// was detected in one or more images"; set 596): the run worked and
	// its output is unusable, as a content_filter finish.
	filterWords = []pattern{
		{text: "blocked by content filtering", kind: ambiguous, reason: "the output was withheld by a content filter"},
		{text: "nsfw content detected", kind: ambiguous, reason: "the safety checker withheld the generated output"},
		{text: "nsfw content was detected", kind: ambiguous, reason: "the safety checker withheld the generated output"},
		{text: "contained nsfw content", kind: ambiguous, reason: "the safety checker withheld the generated output"},
	}
	// overDenied is what may overturn a 403: rate limits and quotas, and
	// the resource's own state (archived, suspended, disabled); a version
	// the registry already holds (npm's 403, republish.go).
	overDenied = newMatcher(concat(relayDiscardWords, agedOutWords, csrfWords, quotaWords, storeFullWords, heldCountWords, activeSeriesWords, rateWords, retainedWords, stateWords, balanceWords, republishWords, hedgedNotFoundWords, targetSettingOffWords)) // hedgednotfound.go (set 355)
	// overServer is what may overturn a 500's "transient": a named missing
	// dependency or a request the server could not read; also a spent
	// credential and a key the database already holds (set 103).
	overServer = newMatcher(concat(activeSeriesWords, tsdbWords, hostDeviceWords, noLeaderWords, stackDepthWords, invalidGeometryWords, badCredentialWords, uniqueViolationWords, quotaWords, formPartWords, multipartBodyWords, corsRefusalWords, grpcPluginWords, missingWords, malformedWords, oversizeWords, contextOverflowWords, vectorDimWords, engineRemedyWords, requestLimitWords, metadataKeyWords, streamShapeWords, shrinkRemedyWords, severalRowWords, appSetupWords, []pattern{
		// A wait that ran out is not a thing the service depends on:
		// SqlClient's "Timeout expired.  The timeout period elapsed ..."
		// (and "Execution Timeout Expired") inside an ASMX soap:Server
		// fault under a 500, ETIME's "Timer expired" (set 774's note).
		{text: "timeout expired", kind: transient, reason: "a timeout ran out on the server's side"},
		{text: "timer expired", kind: transient, reason: "a timer ran out on the server's side (ETIME)"},
		{text: "expired", kind: premise, reason: "something the service depends on expired"},
		// A server whose own software is too old for what it was asked to
		// load (Ollama's 500 wrapping the registry's 412 "The model you
		// are attempting to pull requires a newer version of Ollama", set
		// 389): upgrading it is a step outside the call; no wait helps.
		{text: "requires a newer version of", kind: premise, reason: "the server's software is too old for what the call asks: it must be upgraded first"},
		// A model server that cannot load the model on its hardware
		// (Ollama "error loading model: unable to allocate CUDA0 buffer",
		// "model requires more system memory (14.2 GiB) than is
		// available"): no wait frees that memory; a smaller model or
		// another host (set 389). Out of memory during one generation
		// stays the server's passing failure.
		{text: "error loading model", kind: premise, reason: "the server cannot load the model on its hardware: a smaller model or another host"},
		{text: "requires more system memory", kind: premise, reason: "the server cannot load the model on its hardware: a smaller model or another host"},
	}))
	// overConflict is what turns a 409 into a wait: the conflict is a lock
	// or an operation still in progress, not existing state.
	// A quota named in a 409 (Azure's regional cores) is the reason, not a
	// resource that already exists.
	// A missing or wrong-state dependency named in a 409 (a bucket not
	// empty, a parent that does not exist) is the reason, not existing state.
	// A 409 that asks for the force parameter (forceparam.go) is the same
	// call with force set, not existing state (set 1733).
	// bareStateMatcher reads the object's state in a text with no status,
	// after the generic table (generic).
	bareStateMatcher = newMatcher(concat(wrongStateWords, stateMachineWords, worldWords))
	overConflict     = newMatcher(concat(optOutWords, forceParamWords, readOnlyLockWords, racedSequenceWords, idemReuseWords, quotaWords, stopFirstWords, heldWords, staleVersionWords, staleSinceReadWords, missingWords, wrongStateWords, appStateWords, conflictWords, lockWords, conflictArgWords, endpointTypeWords)) // endpointTypeWords last (endpointtype.go): an id that "already exists" stays conflict
	// strongWords is the generic table without the weakest, catch-all
	// wording; used to read texts inside otherwise opaque codes. An
	// embedding of the wrong length comes last (vectordims.go): Weaviate's
	// gRPC search answers it under UNKNOWN (set 1202).
	strongWords = newMatcher(concat(firstWords, quotaWords, rateWords, deniedWords, conflictWords, missingWords, ambiguousWords, timeoutWords, vectorDimWords))
)

// keyDisabledWords: the API key the request presented, said to be
// disabled (API Umbrella's API_KEY_DISABLED "The api_key supplied has been
// disabled. Contact us at ... for assistance" under a 403, as api.data.gov,
// NREL, NASA and FDA send it; set 1353): a credential withdrawn, denied as
// under a 401 (set 366's ruling: "a key or token that is disabled stays
// denied"), ahead of stateWords' "has been disabled", which reads the
// object the call acts on. A KMS key or the account holding the key
// ("This organization has been disabled.") keeps premise.
var keyDisabledWords = []pattern{
	{text: "api_key supplied has been disabled", kind: denied, reason: "the API key presented has been disabled: a credential withdrawn"},
	{text: "api key supplied has been disabled", kind: denied, reason: "the API key presented has been disabled: a credential withdrawn"},
	{text: "api key has been disabled", kind: denied, reason: "the API key presented has been disabled: a credential withdrawn"},
	{text: "api_key has been disabled", kind: denied, reason: "the API key presented has been disabled: a credential withdrawn"},
	{text: "api key is disabled", kind: denied, reason: "the API key presented is disabled: a credential withdrawn"},
	{text: "api key was disabled", kind: denied, reason: "the API key presented was disabled: a credential withdrawn"},
}

var (
	// authOffWords: the way of signing in that the caller used is switched
	// off on the resource (Azure's disableLocalAuth: OpenAI's
	// AuthenticationTypeDisabled "Key based authentication is disabled for
	// this resource.", Cosmos DB's "Local Authorization is disabled. Use an
	// AAD token to authorize all requests."):
	// the credential is refused for what it is, so another credential is
	// the way out, denied even under a 403 whose "is disabled" would read the
	// object's state (set 289). Only a credential kind (key based, local,
	// password, basic, API key, SAS) switched off: a disabled key or
	// workflow the call acts on stays premise ("on a disabled ", "Actions is
	// disabled"), as does a server's own "External authentication is
	// disabled" (XenAPI AUTH_IS_DISABLED: its directory is not configured).
	authOffWords = []pattern{
		{text: "key based authentication is disabled", kind: denied, reason: "this way of authenticating is switched off for the resource: use another credential"},
		{text: "key-based authentication is disabled", kind: denied, reason: "this way of authenticating is switched off for the resource: use another credential"},
		{text: "key based authentication has been disabled", kind: denied, reason: "this way of authenticating is switched off for the resource: use another credential"},
		{text: "key-based authentication has been disabled", kind: denied, reason: "this way of authenticating is switched off for the resource: use another credential"},
		{text: "local authorization is disabled", kind: denied, reason: "this way of authenticating is switched off for the resource: use another credential"},
		{text: "local authentication is disabled", kind: denied, reason: "this way of authenticating is switched off for the resource: use another credential"},
		{text: "local authentication methods are disabled", kind: denied, reason: "this way of authenticating is switched off for the resource: use another credential"},
		{text: "local auth is disabled", kind: denied, reason: "this way of authenticating is switched off for the resource: use another credential"},
		{text: "password authentication is disabled", kind: denied, reason: "this way of authenticating is switched off for the resource: use another credential"},
		{text: "basic authentication is disabled", kind: denied, reason: "this way of authenticating is switched off for the resource: use another credential"},
		{text: "api key authentication is disabled", kind: denied, reason: "this way of authenticating is switched off for the resource: use another credential"},
		{text: "sas authentication is disabled", kind: denied, reason: "this way of authenticating is switched off for the resource: use another credential"},
	}
	stateWords = concat(authOffWords, keyDisabledWords, unverifiedHolderWords, senderAuthWords, agreementWords, holderStepWords, otherAdsSystemWords, []pattern{
		{text: "archived", kind: premise, reason: "archived"},
		{text: "suspended", kind: premise, reason: "suspended"},
		// An account or sending channel the provider has not switched on
		// yet, under a permission code (Brevo's 403 permission_denied
		// "Your SMTP account is not yet activated. Please contact us ...
		// to request activation"; set 1329): no key or scope lifts it,
		// the account must be activated first, as "not been activated".
		// A resource that opens only once a prerequisite object exists
		// (Spark API code 1100 under a 403 "This resource cannot be
		// accessed until a Portal account is created for the specified
		// contact"; set 1752): create the prerequisite first, not a grant.
		// Only "until a/an <object>": "until the embargo date" or "until
		// the upload has finished processing" name a time or an event
		// (the review after set 1752).
		{text: "cannot be accessed until a ", kind: premise, reason: "the resource needs a prerequisite that does not exist yet: create it first"},
		{text: "cannot be accessed until an ", kind: premise, reason: "the resource needs a prerequisite that does not exist yet: create it first"},
		{text: "not yet activated", kind: premise, reason: "the account or feature the call needs is not activated yet: an account step, not a grant"},
		{text: "organization has been restricted", kind: premise, reason: "the account is restricted"},
		{text: "account has been restricted", kind: premise, reason: "the account is restricted"},
		{text: "has been disabled", kind: premise, reason: "disabled"},
		{text: "is disabled", kind: premise, reason: "disabled"},
		// A hosted app switched off, served under a 403 by its front end
		// (set 408): Azure App Service "Error 403 - This web app is
		// stopped.", Azure Container Apps "This Container App is stopped or
		// disabled". No credential opens it: someone must start it.
		{text: "app is stopped", kind: premise, reason: "the app is stopped: start it first"},
		{text: "is currently stopped", kind: premise, reason: "the target is stopped: start it first"},
		// An act refused on an object switched off, also under a 403
		// (Azure Key Vault KeyDisabled "Operation decrypt is not allowed on
		// a disabled key"): the object's state, not the caller's authority.
		{text: "on a disabled ", kind: premise, reason: "the object the call acts on is disabled (enable it first)"},
		// Grafana alerting's provenance (held-out set 1174): a contact
		// point, policy tree, template, mute timing or rule provisioned
		// from a file (or by another API) refused through this one, under
		// a 403 (errutil.Forbidden "alerting.notifications.invalidProvenance"
		// "Resource with provenance status 'file' cannot be managed via API
		// that handles resources with provenance status 'api'") or, in
		// Grafana 9 to 11, as "cannot change provenance from 'file' to
		// 'api'". The resource is owned by its provisioning channel; no
		// grant lets this API edit it: change it where it is provisioned.
		{text: "with provenance status", kind: premise, reason: "the resource is managed through another provisioning channel (Grafana provenance): change it there, not through this API"},
		{text: "cannot change provenance from", kind: premise, reason: "the resource is managed through another provisioning channel (Grafana provenance): change it there, not through this API"},
		{text: "verified sender identity", kind: premise, reason: "the sender identity is not verified (an account step)"},
		// The same step said of a sending domain or address as
		// "unverified" under a 403 (Mailgun "Domain x is not allowed to
		// send: The domain is unverified and requires DNS configuration.";
		// held-out set 1203).
		{text: "domain is unverified", kind: premise, reason: "the sending domain is not verified (a DNS/account step)"},
		{text: "sender is unverified", kind: premise, reason: "the sender is not verified (an account step)"},
		{text: "address is unverified", kind: premise, reason: "the address is not verified (an account step)"},
		{text: "has not been used", kind: premise, reason: "service not enabled"},
		{text: "not enabled", kind: premise, reason: "not enabled"},
		// The contraction, typographic or plain (Salesforce Feedback
		// Management "... API isn’t enabled in your Salesforce org"; set 1320).
		{text: "isn’t enabled", kind: premise, reason: "not enabled"},
		{text: "isn't enabled", kind: premise, reason: "not enabled"},
		{text: "aren’t enabled", kind: premise, reason: "not enabled"},
		{text: "aren't enabled", kind: premise, reason: "not enabled"},
		// RFC 9457's out-of-credit example: a balance too low, not authority.
		{text: "enough credit", kind: premise, reason: "the balance is too low"},
		{text: "deactivated", kind: premise, reason: "deactivated"},
		{text: "read-only", kind: premise, reason: "read-only"},
		{text: "being terminated", kind: premise, reason: "being terminated"},
		{text: "marked for deletion", kind: premise, reason: "marked for deletion"},
		{text: "pending deletion", kind: premise, reason: "pending deletion"},
	}, deletionProtectWords, currentStateRefusals(), alreadyActiveWords)
	// deletionProtectWords: a delete refused because the object's own
	// deletion protection is on, under a 400 or a 403 (Pinecone's
	// FORBIDDEN "Deletion protection is enabled for this index. Disable
	// deletion protection before retrying.", set 596; AWS ELB's "cannot
	// be deleted because deletion protection is enabled"): a setting of
	// the object to switch off first, neither missing authority nor a
	// wrong call. Read under a 403 (stateWords) and a 400
	// (wrongStateWords).
	deletionProtectWords = []pattern{
		{text: "deletion protection is enabled", kind: premise, reason: "deletion protection is on: switch it off first"},
		{text: "disable deletion protection", kind: premise, reason: "deletion protection is on: switch it off first"},
		{text: "protected against deletion", kind: premise, reason: "deletion protection is on"},
		// Azure Container Registry's lock: a registry, repository, tag or
		// manifest whose writeEnabled or deleteEnabled attribute is false
		// refuses a push, tag or delete for every caller, under a 403
		// DENIED ("denied: The operation is disallowed on this registry,
		// repository or image.", docker, oras, az acr): an attribute of the
		// object to switch back first (az acr repository update
		// --write-enabled true), not the caller's grant (held-out set 1224).
		{text: acrLockedText, kind: premise, reason: "the registry, repository or image is locked (writeEnabled or deleteEnabled false): unlock it first"},
	}
	malformedWords = []pattern{
		{text: "error unmarshalling request", kind: invalid, reason: "request could not be decoded"},
		{text: "error unmarshaling request", kind: invalid, reason: "request could not be decoded"},
		{text: "invalid wire-format", kind: invalid, reason: "request could not be decoded"},
		{text: "error while marshaling", kind: invalid, reason: "request could not be encoded"},
		// grpc-js cancels a call whose request its serializer rejected
		// (client-interceptors.ts "Request message serialization failure:
		// ..."; grpc-tools stubs throw "Expected argument of type X"):
		// nothing left the client, the argument is wrong (set 368).
		{text: "request message serialization failure", kind: invalid, reason: "request could not be encoded"},
		{text: "failed to serialize request", kind: invalid, reason: "request could not be encoded"},
		{text: "expected argument of type", kind: invalid, reason: "the request is not the message type the method takes"},
		{text: "failed to unmarshal", kind: invalid, reason: "request could not be decoded"},
		{text: "failed to decode request", kind: invalid, reason: "request could not be decoded"},
		{text: "cannot parse", kind: invalid, reason: "request could not be parsed"},
		{text: "could not parse", kind: invalid, reason: "request could not be parsed"},
		{text: "failed to parse", kind: invalid, reason: "request could not be parsed"},
		{text: "malformed", kind: invalid, reason: "malformed request"},
		// A value of the wrong type for the target's schema, reported by
		// the server's own typed conversion under a 500 or INTERNAL (set
		// 956): Kubernetes server-side apply ("failed to create typed
		// patch object (...): .spec.replicas: expected numeric (int or
		// float), got string", structured-merge-diff), graphql-js input
		// coercion ("Int cannot represent non-integer value: \"abc\"",
		// "String cannot represent a non string value"), protojson
		// ("proto: (line 1:14): invalid value for int32 type"). The same
		// request fails every time: fix the value.
		{text: "failed to create typed patch object", kind: invalid, reason: "the submitted value does not fit the object's schema type: fix it"},
		{text: "cannot represent non-", kind: invalid, reason: "the submitted value does not fit the schema's scalar type: fix it"},
		{text: "cannot represent a non ", kind: invalid, reason: "the submitted value does not fit the schema's scalar type: fix it"},
		{text: "cannot represent non ", kind: invalid, reason: "the submitted value does not fit the schema's scalar type: fix it"},
		{text: "proto: (line ", kind: invalid, reason: "the submitted JSON does not fit the message type (protojson): fix it"},
	}
	// A 409 that names a bad argument: Dropbox puts every endpoint error
	// under 409, and its argument tags (WriteError disallowed_name,
	// RelocationError cant_move_folder_into_itself, too_many_files) say
	// the call is wrong, not that the world holds its result (set 381).
	conflictArgWords = []pattern{
		{text: "disallowed_name", kind: invalid, reason: "a name the service will not store: rename"},
		{text: "cant_move_folder_into_itself", kind: invalid, reason: "a folder moved into itself: fix the destination"},
		{text: "cant_copy_folder_into_itself", kind: invalid, reason: "a folder copied into itself: fix the destination"},
		{text: "too_many_files", kind: invalid, reason: "too many files in one call: split it"},
		// The same 409 naming an upload offset the server does not hold
		// (Dropbox's UploadSessionLookupError incorrect_offset with the
		// correct_offset, tus's 409 "mismatched offset"): resend from the
		// offset the server names, the call is wrong (set 410).
		{text: "incorrect_offset", kind: invalid, reason: "the upload offset is not the one the server holds: resend from the offset it names"},
		{text: "incorrect offset", kind: invalid, reason: "the upload offset is not the one the server holds: resend from the offset it names"},
		{text: "mismatched offset", kind: invalid, reason: "the upload offset is not the one the server holds: resend from the offset it names"},
		{text: "malformed_path", kind: invalid, reason: "the path is malformed: fix it"},
		// ... or a write permission the caller lacks (Dropbox's WriteError
		// no_write_permission, its sharing errors no_permission and
		// insufficient_permissions): authority, not an existing result
		// (set 410).
		{text: "no_write_permission", kind: denied, reason: "the caller may not write to the target location"},
		{text: "no write permission", kind: denied, reason: "the caller may not write to the target location"},
		{text: "insufficient_permissions", kind: denied, reason: "the caller lacks the permissions the call needs"},
		{text: "no_permission", kind: denied, reason: "the caller lacks the permission the call needs"},
	}
	// readOnlyLockWords (set 1568): a lock an administrator put on the
	// value to make it read-only, which stays until someone removes it,
	// no lock contention that a wait clears: Azure App Configuration's
	// 409 key-locked ("type":"https://azconfig.io/errors/key-locked",
	// "Modifing key 'k' is not allowed", "The key is read-only. To allow
	// modification unlock it first."). The value's state forbids the
	// write; the step's belief that it may write is false: premise, as
	// S3 Object Lock reads.
	readOnlyLockWords = []pattern{
		{text: "errors/key-locked", kind: premise, reason: "the key-value is locked read-only: it must be unlocked before it can be written, no wait releases it"},
		{text: "unlock it first", kind: premise, reason: "the target is locked read-only: it must be unlocked before it can be changed, no wait releases it"},
	}
	// racedSequenceWords (set 1568): AWS AppConfig numbers an
	// environment's deployments in sequence and runs one at a time, so a
	// StartDeployment that raced another for the same environment is
	// refused with ConflictException "Deployment number 1 already exists"
	// (terraform-provider-aws#36975, aws-cdk#18745): the number was taken
	// by the other deployment, not by this step's, which was not made; it
	// starts once the other ends, a wait.
	racedSequenceWords = []pattern{
		{text: "deployment number ", kind: transient, reason: "another deployment to the same environment took the sequence number: this one was not made; start it again once that one ends"},
	}
	lockWords = []pattern{
		// A write refused while the registry still processes the previous
		// one (npm's 409 "Failed to save packument ... before the previous
		// package has been fully processed"; set 404): it clears.
		{text: "has been fully processed", kind: transient, reason: "the previous write is still being processed: try again shortly"},
		// A queue that will not take the operation while another on the
		// same object is in flight (Cloud Functions' 409 ABORTED "unable
		// to queue the operation", set 394): it waits out.
		{text: "unable to queue", kind: transient, reason: "another operation on the object is in flight: the queue refused this one"},
		{text: "could not queue", kind: transient, reason: "another operation on the object is in flight: the queue refused this one"},
		{text: "try again", kind: transient, reason: "asked to try again"},
		{text: "retry", kind: transient, reason: "asked to retry"},
		{text: "in progress", kind: transient, reason: "operation in progress"},
		{text: "concurrent", kind: transient, reason: "concurrent operation"},
		{text: "conflicting", kind: transient, reason: "concurrent operation"},
		// Two transactions writing the same record, in the stores' words:
		// ArangoDB's 1200 "write-write conflict" (409, also "AQL:
		// write-write conflict (while executing)"), Dgraph's "Conflicts
		// with pending transaction. Please abort." (set 1306): run the
		// transaction again; nothing the step made is there.
		{text: "write-write conflict", kind: transient, reason: "a write-write conflict with another transaction: run it again"},
		{text: "conflicts with pending transaction", kind: transient, reason: "a conflict with another transaction still pending: abort and run it again"},
		// S3 Object Lock is WORM retention on a bucket or object
		// (InvalidBucketState 409 "An Object Lock configuration is present
		// on this bucket, so the versioning state cannot be changed", set
		// 1398), no lock another holder releases: the bucket's or
		// object's state decides, which no wait changes.
		{text: "object lock", kind: premise, reason: "S3 Object Lock (WORM retention) is on the bucket or object: its state forbids the change, no wait releases it"},
		// A lock another holder releases, as a word of its own ("locked",
		// "lock wait", "TableLocked"): "lock" inside "block" or "clock" is
		// another word (Azure Blob's 409 BlockCountExceedsLimit "The
		// committed block count cannot exceed the maximum limit of 50,000
		// blocks.", a push "blocked" by a rule; held-out set 1439), and a
		// deadlock is named for itself.
		{text: "deadlock", kind: transient, reason: "lock contention (a deadlock): run it again"},
		{text: "lock", kind: transient, start: true, reason: "lock contention"},
		// A lease another client holds until it expires (Fly.io Machines'
		// 409 "lease currently held by <owner>, expires at <time>", Azure
		// Storage's "There is already a lease present."; held-out set 755):
		// a lock by another name, so a wait (roomwords.go lockNowWords).
		{text: "lease currently held", kind: transient, reason: "a lease another client holds until it expires: wait for it to end"},
		// ARM's deployment engine refusing a deployment of a name whose
		// previous run is still going ("Unable to edit or replace
		// deployment 'x': previous deployment from '...' is still active";
		// DeploymentActive, set 1165): it ends by itself.
		{text: "unable to edit or replace deployment", kind: transient, reason: "a deployment of the same name is still running: wait for it to finish"},
		{text: "already a lease present", kind: transient, reason: "a lease another client holds until it expires: wait for it to end"},
		{text: "being modified", kind: transient, reason: "concurrent modification"},
		// Kubernetes' own words for a stale resourceVersion, in kubectl's
		// and client-go's text: the Kubernetes ruling (codes.go).
		{text: "please apply your changes to the latest version", kind: transient, reason: k8sModifiedReason},
		{text: "has been modified", kind: transient, reason: "concurrent modification"},
		{text: "currently being", kind: transient, reason: "operation in progress"},
		{text: "version conflict", kind: premise, reason: "optimistic concurrency: the copy the write was based on is stale: read it again, then repeat the change"},
		// A request refused because another with the same resource or
		// Idempotency-Key is still in flight, in the title's noun
		// (TrueLayer Payments v3 409 "Concurrency Conflict",
		// "Idempotency-Key Concurrency Conflict": "Try again later";
		// set 1621). After "version conflict": a stale copy keeps premise.
		{text: "concurrency conflict", kind: transient, reason: "another request on the same resource or idempotency key is in flight: try again once it ends"},
		{text: "concurrency-conflict", kind: transient, reason: "another request on the same resource or idempotency key is in flight: try again once it ends"},
		{text: "modified", kind: transient, reason: "concurrent modification"},
		// The ask to come back, with other words between (Azure Storage's
		// 409 ContainerBeingDeleted "Try operation later").
		{text: "try later", kind: transient, reason: "asked to try later"},
		{text: "try operation later", kind: transient, reason: "asked to try the operation later"},
		{text: "try the operation later", kind: transient, reason: "asked to try the operation later"},
		// A resource in a passing state ("the blob is being rehydrated",
		// "is being provisioned", "index is being rebuilt"): the same call
		// works once the state has passed, as ContainerBeingDeleted's.
		{text: "is being ", kind: transient, reason: "the resource is changing state: wait until it settles"},
		{text: "are being ", kind: transient, reason: "the resource is changing state: wait until it settles"},
		{text: "please wait", kind: transient, reason: "asked to wait"},
		// Writes refused while others hold the same namespace: Dropbox's
		// 409 too_many_write_operations on upload, copy, move and folder
		// creation ("There are too many write operations in user's
		// Dropbox. Please retry this request."), Box's 409
		// operation_blocked_temporary ("The operation is blocked by
		// another on-going operation."): the same call works once they
		// finish (set 195).
		{text: "too_many_write_operations", kind: transient, reason: "too many writes in the same namespace at once: try again shortly"},
		{text: "too many write operations", kind: transient, reason: "too many writes in the same namespace at once: try again shortly"},
		{text: "operation_blocked_temporary", kind: transient, reason: "another operation holds the object: try again shortly"},
		{text: "on-going operation", kind: transient, reason: "another operation holds the object: try again shortly"},
	}
)

// zeroTierLimit reports a limit of 0 stated for the caller's tier
// (Gemini's "limit: 0"), not a window's count of calls left: Finnhub's
// "Remaining Limit: 0" is a per-minute window spent, which refills (held-out
// set 713).
func zeroTierLimit(t string) bool {
	for _, w := range [...]string{"limit: 0", "limit:0", `limit": 0`, `limit":0`} {
		for i := range foldMatches(t, w) {
			if !hasSuffixFold(strings.TrimRight(t[:i], ` "_-`), "remaining") {
				return true
			}
		}
	}
	return false
}

// quotaVerdict decides a quota or billing message: a limit that refills by
// the minute or second is worth waiting for; a zero limit, a daily or
// monthly one, a resource quota or a billing state is not.
func quotaVerdict(text string) (rung.Kind, string) {
	switch {
	case hasAny(text, "insufficientquota", "insufficient quota"):
		return premise, "the quota allocation is too small for the request (not a rate)"
	case itemOverSizeQuota(text):
		return invalid, "one item of the request is over the service's size limit per item; the quota named is only the offer to extend it: shrink or split that item"
	case zeroTierLimit(text) || hasAny(text, "quota_value: 0", "quota_value\":\"0\"",
		"quotavalue\": \"0\"", "quotavalue\":\"0\"", "quotavalue=0", "quota_value=0"):
		return premise, "quota limit is 0 for this tier: waiting never helps"
	case longPeriod(text) || periodLimit(text) || statedWaitOfADay(text): // periodwords.go: "DAY limit", "week cap" (set 420); a wait named as tomorrow
		if dailyWindowRefills(text) {
			return transient, "a per-day rate limit whose window refills continuously: the body names a wait of a quarter of an hour at most"
		}
		return premise, "daily or monthly quota exhausted"
	case hasAny(text, "extra usage is required"):
		return premise, "the plan does not cover this use (extra usage must be enabled)"
	case hasAny(text, "per minute", "perminute", "per_minute", "per-minute", "per min", "per second", "persecond", "per_second", "per-second", "(rpm)", "(tpm)", "(rps)", "per 100 seconds",
		// A window written as a unit rate (Firecrawl's "Consumed (req/min):
		// 11, Remaining (req/min): 0"; set 652).
		"req/min", "requests/min", "req/sec", "requests/sec", "req/s)") || hundredSecondLimit(text):
		return transient, "per-minute quota: refills shortly"
	case hasAny(text, "online_prediction_requests_per_base_model", "online_prediction_requests_per_user_per_base_model"):
		// Vertex AI's "Online prediction requests per base model per
		// minute per region" (Generative AI quotas): the metric's name
		// leaves out the minute its limit counts (sets 405 and 435, blind).
		return transient, "Vertex AI's per-base-model request quota, counted per minute: refills shortly"
	case quotaWithinHour(text):
		// ClickHouse's QUOTA_EXCEEDED (201) names its own window: "Quota
		// for user `u` for 3600s has been exceeded: queries = 8/5.
		// Interval will end at 2021-05-04 22:12:00." An interval of an
		// hour or less refills within it, as the hourly quotas below; a
		// day-long interval stays with the bare quota (set 1412).
		return transient, "a quota counted over an interval of an hour or less (ClickHouse QUOTA_EXCEEDED): it resets when the interval ends"
	case hasAny(text, "per hour", "perhour", "per_hour", "per-hour") || proseWord(text, "hourly") ||
		// GA4's potentiallyThresholdedRequestsPerHour, whose message
		// ("Exhausted potentially thresholded requests quota.") leaves out
		// the hour its limit counts, as Vertex AI's metric above (set 1307).
		hasFold(text, "thresholded requests quota"):
		// An hourly window refills within the hour: GA4's "Exhausted
		// property tokens for a project per hour" (set 1307), as the
		// hourly call limits (set 721) and MariaDB's max_queries_per_hour
		// (set 1259). A day or longer was read above.
		return transient, "hourly quota: the window resets within the hour"
	case runningWork(text):
		// A cap on work running at once, even when called a quota (GA4's
		// "Exhausted concurrent requests quota.", set 1307; the lead's
		// ruling after set 1233): it frees as the running work ends.
		return transient, "a cap on concurrent work: it frees as the running requests end"
	// A quota change the service refuses only "at this moment" (Azure
	// Files ContainerQuotaDowngradeNotAllowed "Can't downgrade quota at
	// this moment. Please check share properties for the next allowed
	// quota downgrade time."; set 1378): a time-bound refusal, as
	// "temporarily".
	//
	// Bedrock's "You can resubmit your request later." for its per-minute
	// allowance, read through a client that drops the exception's name
	// (anthropic-sdk-go's Bedrock option; set 1468), is the same word.
	case hasAny(text, "resource has been exhausted", "resource exhausted", "try again later", "temporarily", "at this moment", "resubmit your request later", "resubmit the request later"):
		return transient, "shared capacity exhausted: retry later"
	// A 429's own account of its causes as alternatives (Samsara's "The
	// client has reached or exceeded a rate limit, a usage limit, or the
	// server is overloaded", set 1687): nothing names a spent allowance,
	// and the rate limit and overload it lists both wait out.
	case limitAlternatives(text):
		return transient, "a 429 listing a rate limit, a usage limit or overload as alternatives: nothing says an allowance is spent; wait, then retry"
	case hasAny(text, "insufficient_quota", "billing details", "billing account", "enable billing", "billing to be enabled", "to billed users", "billing enabled",
		"billing is disabled", "billing has been disabled", "billing_hard_limit", "billing_not_active", "billing quota", "billing limit", "billing_limit", "credit balance", "out of credits", "credits are depleted", "credits have been depleted", "balance is depleted", "balance has been depleted", "purchase more credit", "credit points limit", "extend your limits", "account has run out of", "used all your", "used all of its credits", "used all of their credits",
		// The credits quotaWords reads as spent under any status (SendGrid's
		// "Maximum credits exceeded", sent under 401 and 429; set 1100).
		"credits exceeded",
		"payment required", "payment method", "exceeded your current quota", "usage limit", "spending limit", "hard limit", "your plan", "pay-as-you-go limit",
		"cap exceeded", "cap_exceeded", "key limit exceeded",
		// LiteLLM proxy's crossed spend budgets (set 1293), sent under 400,
		// 401 and 429: a spend cap for the period, not a rate window.
		"budget has been exceeded", "exceededtokenbudget", "exceededbudget", "crossed budget for",
		// A quota named as the thing exceeded, or a quota code, where the
		// same API has a distinct rate code (Brave Search QUOTA_LIMITED
		// "Request quota limit exceeded for plan." vs RATE_LIMITED; set
		// 396): the period's allowance is spent, whatever the status.
		"quota limit exceeded", "quota limit reached", "quota_limited", "quota limited",
		// A free or prepaid allowance named as used up, under 429 and a
		// rate-limit error_type (Plaid's CREDITS_EXHAUSTED "Free usage
		// exhausted, please request full Production access"; set 1540):
		// no wait refills it, the plan or billing must change.
		"usage exhausted", "credits exhausted", "credits_exhausted", "credit exhausted", "free usage",
		// A SIM's data allowance used up (set 1751): raised or reset with
		// the billing cycle, not a rate window.
		"reached the defined data limit", "consumption reached data limit", "exceeds the data limit set", "data limit has been reached"):
		return premise, "quota or billing exhausted: not a rate limit"
	case quotaLimitBlank(text):
		return premise, "quota or billing exhausted: not a rate limit"
	case heldAtMaximum(text):
		return premise, "a count of things held is at its maximum (current equals maximum): free one or raise the limit"
	case hasAny(text, "rate limit", "rate_limit", "too many requests"):
		return transient, "rate limited"
	case hasFold(text, "throughput") && hasFold(text, "quota"):
		// A quota named as throughput is a flow per unit of time, so it
		// refills: BigQuery's "Exceeds 'AppendRows throughput' quota"
		// (status INSUFFICIENT_TOKENS), which google-cloud-go's managedwriter
		// retryer backs off and retries (set 859). A daily or billed
		// throughput quota has already been read as premise above.
		return transient, "throughput quota: a rate that refills shortly"
	case hasFold(text, "quota"):
		return premise, bareQuotaReason
	}
	return transient, "rate limited"
}

// dailyWindowRefills reads a per-day limit worded as a rate limit that
// names its own short wait: OpenAI's and Groq's "Rate limit reached for
// gpt-4o-mini ... on requests per day (RPD): Limit 10000, Used 10000,
// Requested 1. Please try again in 8.64s." Their day limits are rolling
// buckets that free a slot every day/limit (86400 s / 10000 = 8.64 s), so
// the stated wait is the truth and no day passes (blind sets 7, 266, 516,
// 804, 951 and 960, up to Groq's TPD "8m36.288s", against 38). A wait over
// a quarter of an hour (a TPD window "31m24s" away, set 442) and a day
// limit with no wait stay a spent quota (premise).
func dailyWindowRefills(text string) bool {
	if !hasAny(text, "rate limit reached", "rate limit exceeded") {
		return false
	}
	d, ok := bodyDelay(text)
	return ok && d > 0 && d <= 15*time.Minute
}

// itemOverSizeQuota reports a quota named only as the remedy for one item
// of the request over a size cap per item: Algolia's 400 "Record is too
// big size=123992 bytes. Contact us if you need an extended quota" and
// "Record at the position 464 is too big size=110956 bytes" (its record
// size limit, 10 KB on some plans; algoliasearch-jekyll issue 28, set
// 1413). The record is the call's argument: trim or split it. A quota on
// the count of records held (Algolia's "Record quota exceeded") names no
// item over a size and stays quotaVerdict's.
func itemOverSizeQuota(text string) bool {
	return hasAny(text, "is too big size=", "record is too big", "record at the position") && hasAny(text, "too big", "too large")
}

// quotaWithinHour reports a ClickHouse quota whose interval is an hour or
// less: it resets when the interval ends.
func quotaWithinHour(text string) bool {
	n := quotaIntervalSeconds(text)
	return n > 0 && n <= 3600
}

// quotaIntervalSeconds reads the window ClickHouse names in its
// QUOTA_EXCEEDED text, "Quota for user `u` for 3600s has been exceeded",
// and returns its seconds, or 0 when the text names none.
func quotaIntervalSeconds(text string) int {
	const tail = "s has been exceeded"
	i := indexFold(text, tail)
	if i <= 0 || !hasFold(text, "quota for ") {
		return 0
	}
	j := i
	for j > 0 && text[j-1] >= '0' && text[j-1] <= '9' {
		j--
	}
	if j == i || i-j > 9 || !matchAt(text, j-4, "for ") {
		return 0
	}
	n, _ := leadingInt(text[j:i])
	return n
}

// hundredSecondLimit reports a Google API quota limit named by its
// 100-second window, the legacy API Console's "-100s" limit names: Cloud
// Vision's RESOURCE_EXHAUSTED "Insufficient tokens for quota 'DefaultGroup'
// and limit 'USER-100s' of service 'vision.googleapis.com'" (set 1498), as
// "per 100 seconds" spelled out. The window refills within it; a day-long
// limit name ("CLIENT_PROJECT-1d") is not this.
func hundredSecondLimit(text string) bool {
	for i := range foldMatches(text, "-100s") {
		if j := i + len("-100s"); j == len(text) || !isAlnum(text[j]) {
			return true
		}
	}
	return false
}

// bareQuotaReason is quotaVerdict's answer for a quota that names nothing
// else: no period, plan, balance, rate window or count held.
const bareQuotaReason = "resource quota exhausted"

// rateStatusQuotaVerdict is quotaVerdict under a status that itself says
// "too many requests" (HTTP 429). There the docs' own row holds: a quota
// is premise only for a period of a day or more, a plan, a trial, a
// billing state or a zero limit, so a bare quota is the status's rate
// limit (Amazon SP-API's 429 QuotaExceeded "You exceeded your quota for
// the requested resource." is its token bucket, usage-plans-and-rate-
// limits; set 900). Under 403, 400 or RESOURCE_EXHAUSTED a bare quota
// keeps quotaVerdict's premise: a count held (Kubernetes ResourceQuota,
// GPUs, DNS records) is not refilled by time.
func rateStatusQuotaVerdict(text string) (rung.Kind, string) {
	k, why := quotaVerdict(text)
	if k == premise && why == bareQuotaReason && !planBoundQuota(text) && !hardwareQuota(text) && !heldCountQuota(text) {
		return transient, "a request quota that names no period, plan or balance: the status's rate limit"
	}
	return k, why
}

// planBoundQuota reports a quota the text ties to what the account has
// bought or been given: a plan, tier, trial or subscription ("Change plan
// to get more Operations", "Free trial quota exceeded", "doesn't have a
// free quota tier"), or an allowance said to be used up ("has used all
// 500 exports").
func planBoundQuota(text string) bool {
	for _, w := range []string{"plan", "plans", "tier", "trial", "subscription", "upgrade", "purchase"} {
		if hasWord(text, w) {
			return true
		}
	}
	return hasAny(text, "used all", "used up")
}

// hardwareQuota reports a quota that counts machines the project holds
// (Vertex AI's "custom_model_training_nvidia_a100_gpus", Compute Engine's
// 'CPUS'): a count held, which no wait frees, even under a 429 (set 764).
func hardwareQuota(text string) bool {
	return hasAny(text, "gpus", "_gpu", "cpus", "tpus", "accelerator")
}

// heldCountQuota reads a quota on a count of things held, not on a rate:
// Vault's and OpenBao's 429 "lease count quota exceeded" (set 1182), which
// holds until leases are revoked or reach their TTL: no retry frees a
// slot, so it keeps quotaVerdict's premise. A "request count" is a rate.
func heldCountQuota(text string) bool {
	// Azure App Configuration's 429 names the quota policy it hit; the
	// "Storage" policy is the store's total size of user data (set 1809,
	// rest-api-throttling.md): a size held, which no wait shrinks.
	return hasAny(text, "lease count quota", "leases count quota", `"policy":"storage"`, `"policy": "storage"`)
}

// heldAtMaximum reads a limit stated as a count held against its maximum,
// "current=10000, maximum=10000" (Pub/Sub's RESOURCE_EXHAUSTED "Your
// project has exceeded a limit: (type=\"topics-per-project\", ...)"; set
// 598): a standing count names no window, so no wait frees a slot.
func heldAtMaximum(text string) bool {
	cur, ok1 := numberAfter(text, "current=")
	max, ok2 := numberAfter(text, "maximum=")
	return ok1 && ok2 && max > 0 && cur >= max
}

// numberAfter returns the whole number written right after key.
func numberAfter(text, key string) (int, bool) {
	i := indexFold(text, key)
	if i < 0 {
		return 0, false
	}
	n, digits := 0, 0
	for _, r := range text[i+len(key):] {
		if r < '0' || r > '9' || digits > 12 {
			break
		}
		n = n*10 + int(r-'0')
		digits++
	}
	return n, digits > 0
}

// quotaLimitBlank reads "quota limit exceeded" with the limit's figure
// between the words or left blank: Apigee's QuotaViolation fault renders
// "Rate limit quota violation. Quota limit  exceeded." (two spaces where
// the count goes) or "Quota limit : 0 exceeded" (set 547), and its "rate
// limit" must not win over the quota it names.
func quotaLimitBlank(text string) bool {
	for i := range foldMatches(text, "quota limit") {
		rest := strings.TrimLeft(text[i+len("quota limit"):], " :0123456789")
		if hasPrefixFold(rest, "exceeded") {
			return true
		}
	}
	return false
}

// longPeriod reports a limit worded by a period of a day or more ("per
// day", "daily", OpenAI's "(RPD)", "per month", "monthly"): it does not
// refill within any retry's reach, whatever code it comes under (a quota
// word, or a throttling code such as Bedrock's ThrottlingException "Too
// many tokens per day"): premise.
func longPeriod(text string) bool {
	return hasAny(text, "per day", "for one day", "perday", "per_day", "per-day", "(rpd)", "per month", "permonth", "credits for the day", "requests for the day") ||
		proseWord(text, "daily") || proseWord(text, "monthly") || // not a name's "daily/" (periodwords.go)
		limitForToday(text)
}

// matchWords runs m over text and resolves quota entries.
func matchWords(m *matcher, text string) (Result, bool) {
	i, ok := m.find(text)
	if !ok {
		return Result{}, false
	}
	p := &m.pats[i]
	if p.reason == approverReason && approvalPending(text) {
		return Result{}, false // raised.go approverWords
	}
	if p.kind == kindQuota {
		k, reason := quotaVerdict(text)
		return Result{Kind: k, Reason: reason}, true
	}
	if p.kind == kindUnresolved {
		return unresolvedVerdict(text, p.text, p.reason), true
	}
	return Result{Kind: p.kind, Timeout: p.timeout, Reason: p.reason, guess: p.guess}, true
}

// generic is the last preset: ordered wording over the whole text.
func generic(c *ctx) (Result, bool) {
	if c.status == 0 {
		if r, ok := sdkBareRefusal(c.text); ok { // sdkbare.go (set 1797)
			return r, true
		}
	}
	if storeToolErrno(c.message, c.tool) { // ownfile.go
		return verdict(premise, "wording: "+storeToolReason)
	}
	// An exec tool's status is the program's exit code, not a server's
	// (set 1563): only an HTTP status (a body parser's 400) names a side.
	if (c.status < 100 || c.proto == "exec") && c.proto != "mcp" && v8ParseCut(c.text) { // goerr.go, beside answerJSONCut
		return verdict(ambiguous, "wording: "+v8ParseCutReason)
	}
	// crypto/tls's client failure under a protocol whose chain reads the
	// generic wording before Go's (http, aws, mcp): the Go reading first
	// (tlsside.go goTLSClientText, set 1209).
	if c.status == 0 && goTLSClientText(c.text) {
		if r, ok := goText(c); ok {
			return r, true
		}
	}
	if r, ok := statedServiceCode(c); ok { // statedcode.go (set 1438)
		r.Reason = "stated code: " + r.Reason
		return r, true
	}
	if bareRateExceeded(c.text) { // ratebare.go (set 1555)
		return verdict(transient, "wording: a bare \"Rate exceeded\" (the throttle text AWS-fronted APIs send): wait and retry")
	}
	if r, ok := firstReading(c.text, "wording: ", pgIsReadyBadPort, bwsAccessToken, mysqlNumbered, fdbCoded, redisModuleMissing, customSettingText, defaultTablespaceText, countLimit, noneValidGivenText, foundCountLookup, severalMatchedText, unseenShapes, clientSideShapes, oversizeForLimit, sizeOverLimit, requiredAbsentText, requestSettingText, callShape, reservedPrefixText, storedVersion, sentVersion, numberTakenText, assertedState, heldNounLimitText, sameStateTransition, objectStateRefusal, actorNotAllowedText, searchReturnedNone, listMatchedNone, mailQueueEmpty, binaryMatchSuppressed, loadedAlready, procLimitText, memoryLimitKill, crashLoop, migrationNotApplied, ansibleRecapPartial, ansibleRecapUnreachable, ansibleAdhocSkipped, noPlacement, hostLost, deadActor, kubectlTypeMisspelt, waiterOutOfAttempts, aggregateNullText, awsEndpointMisnamed, aiohttpJSONMimetype); ok { // pgready.go pgIsReadyBadPort (set 1626); bwstoken.go bwsAccessToken (set 1656); mysql.go mysqlNumbered first; worldstate.go noneValidGivenText; foundationdb.go fdbCoded; redismodule.go; placement.go after memkill.go, hostlost.go and deadactor.go after it; k8stext.go kubectlTypeMisspelt; statemachine.go waiterOutOfAttempts; postgres.go aggregateNullText; countlimit.go first; serverquotes.go severalMatchedText; oversizelimit.go, settingclause.go requestSettingText, callshape.go, storedversion.go, sentversion.go, republish.go numberTakenText, assertedstate.go, statemachine.go sameStateTransition and objectStateRefusal, actorrefusal.go actorNotAllowedText, zerocount.go searchReturnedNone and listMatchedNone, loaded.go
		return r, true
	}
	if absentCredential(c.text) { // servercred.go
		return verdict(denied, "wording: the request carried no credential (an auth middleware's refusal)")
	}
	if keyParameterRefused(c.text) { // servercred.go (set 713)
		return verdict(denied, "wording: the API key parameter is missing or refused: a credential, not an argument")
	}
	if signInCommand(c.text) { // servercred.go
		return verdict(denied, "wording: the tool has no usable sign-in and names the login command to run")
	}
	if aclMissing(c.text) { // stated.go
		return verdict(denied, "wording: the ACL token the caller presented is not found: authority, not a missing object")
	}
	if misspeltModel(c.text) { // modelaccess.go
		if fineTunedModel(c.text) {
			return verdict(premise, "wording: a fine-tuned model (an earlier job's output) is not there: the job failed or the model was deleted: replan")
		}
		return verdict(invalid, "wording: the model does not exist or is not the caller's (OpenAI's model_not_found sentence): fix the model name")
	}
	// git follows whatever the remote side said with its own trailer,
	// "fatal: Could not read from remote repository. Please make sure you
	// have the correct access rights and the repository exists.", whose
	// "access rights" would read every such failure as denied. The
	// remote's own lines before it decide when they say anything
	// (GitLab's "The repository is temporarily read-only. Please try
	// again later.": a wait; set 674's note).
	if head, ok := gitRemoteHead(c.text); ok {
		if r, ok := matchWords(genericMatcher, head); ok {
			r.Reason = "wording: " + r.Reason
			return r, true
		}
	}
	// The docker CLI follows every refusal from the daemon with its own
	// usage hint, "Run 'docker run --help' for more information" (older:
	// "See 'docker run --help'."), whether or not the arguments were at
	// fault (cli's reportError with help on every daemon error of run and
	// create). The daemon's own words before it decide: "Conflict. The
	// container name ... is already in use" is a conflict, not a usage
	// error (set 1470).
	if head, ok := dockerDaemonHead(c.text); ok {
		if r, ok := matchWords(genericMatcher, head); ok {
			r.Reason = "wording: " + r.Reason
			return r, true
		}
	}
	r, ok := matchWords(genericMatcher, c.text)
	if !ok {
		// A bare message that names the object's state, with no status or
		// code to read it under (Braintree's SDK "Cannot submit for
		// settlement unless status is authorized."): the same state words
		// a generic 400 would be read by (overInvalid), after the generic
		// table found nothing (held-out set 683).
		if r, ok := matchWords(bareStateMatcher, c.text); ok {
			r.Reason = "wording: " + r.Reason
			return r, true
		}
		// A bare message (a GraphQL body under 200, an SDK's text) that
		// names a cap on what an object or account holds, reached
		// (monday.com ItemsLimitationException "Maximum number of items on
		// board ... reached"): the same full container a 4xx body names
		// (roomwords.go capReached), premise (held-out set 695).
		if deprecatedArgument(c.text) { // deprecatedarg.go (set 1607)
			return verdict(invalid, "wording: "+deprecatedArgumentReason)
		}
		if capReached(c.text) {
			return verdict(premise, "wording: a cap on what the object or account holds is reached: no retry adds room")
		}
		if wsPolicyLapsed(c.text) { // brokerwords.go (set 1199)
			return verdict(denied, "wording: WebSocket close 1008 whose reason names an expired or revoked credential, or refuses what the caller's key, token, user or role may do")
		}
		if accessToNamedDenied(c.text) {
			return verdict(denied, "wording: access to the named path, key or port is denied (.NET UnauthorizedAccessException)")
		}
		if keyedNoneFound(c.text) { // keyednone.go: after every worded table (set 567)
			return verdict(premise, "wording: a lookup by a named key found nothing: the thing the plan named does not exist")
		}
		return Result{}, false
	}
	if r.Reason == enotdirReason && namesFileAsDir(c.text) { // pathkind.go
		r.Kind, r.Reason = invalid, enotdirListReason
	}
	// A guess from one common word ("too many") gives way to a wait the
	// message names ("too many subscriptions: retry in 30s", "Too many
	// open streams; try again in 5s"): the service says when the same call
	// works (set 775's note).
	if r.guess && r.Kind != transient && bodyHasDelay(c.text) {
		return verdict(transient, "wording: the message names a wait before the same call works")
	}
	// A guess from one common word ("not allowed") gives way to a WebSocket
	// close 1008 whose reason refuses what a named holder of authority may
	// do ("streaming not allowed for this token"): the policy code says
	// whose the refusal is (brokerwords.go wsPolicyLapsed; set 1422).
	if r.guess && r.Kind != denied && wsPolicyLapsed(c.text) {
		return verdict(denied, "wording: WebSocket close 1008 whose reason refuses what the caller's key, role or account may do")
	}
	r.Reason = "wording: " + r.Reason
	return r, true
}

// gitRemoteHead returns what a git failure said before git's own "fatal:
// Could not read from remote repository." trailer, when there is such a
// head.
func gitRemoteHead(t string) (string, bool) {
	i := indexFold(t, "fatal: could not read from remote repository")
	if i <= 0 || strings.TrimSpace(t[:i]) == "" {
		return "", false
	}
	return t[:i], true
}

// dockerDaemonHead returns what a docker CLI failure said before the CLI's
// own usage hint, when the daemon answered ("Error response from daemon:")
// and the hint follows.
func dockerDaemonHead(t string) (string, bool) {
	d := indexFold(t, "error response from daemon:")
	if d < 0 {
		return "", false
	}
	i := indexFold(t, "run 'docker ")
	if i < 0 {
		i = indexFold(t, "see 'docker ")
	}
	if i <= d {
		return "", false
	}
	return t[:i], true
}

// missingProgramWords: a program the shell cannot find, in Windows' words
// (cmd.exe "'ffmpeg' is not recognized as an internal or external
// command, operable program or batch file.", PowerShell's
// CommandNotFoundException "The term 'ffmpeg' is not recognized as the
// name of a cmdlet, function, script file, or operable program ... try
// again."): as bash's "command not found" and Go's exec.ErrNotFound, the
// program is not installed or not on PATH, premise; read ahead of the
// "try again" that PowerShell's sentence ends with (set 723's note).
var missingProgramWords = []pattern{
	{text: "is not recognized as an internal or external command", kind: premise, reason: "the program is not installed or not on PATH (cmd.exe): install it or change the command"},
	{text: "is not recognized as the name of a cmdlet", kind: premise, reason: "the program is not installed or not on PATH (PowerShell): install it or change the command"},
	// PowerShell 7 words it "as a name of a cmdlet, function, script file,
	// or executable program" (pwsh's "gcc: The term 'gcc' is not
	// recognized as a name of a cmdlet ..."; held-out set 763).
	{text: "is not recognized as a name of a cmdlet", kind: premise, reason: "the program is not installed or not on PATH (PowerShell 7): install it or change the command"},
}

// hostDeviceWords: a container runtime asked for a device its host has no
// driver for (dockerd's "could not select device driver \"\" with
// capabilities: [[gpu]]": no GPU, or no NVIDIA Container Toolkit), bare
// from the docker CLI or under the daemon API's 500: the host's setup,
// which no wait changes (set 1158).
var hostDeviceWords = []pattern{
	{text: "could not select device driver", kind: premise, reason: "the host has no driver for the device the container asks for (a GPU without the container toolkit): another host or its setup"},
	// iproute2's lookup of a network interface by name (lib/ll_map.c,
	// ip/iplink.c: "Cannot find device \"eth7\"", and ip link show's
	// "Device \"eth9\" does not exist."): the interface the step names is
	// not on this host or in this namespace, which no wait changes
	// (set 1599).
	{text: "cannot find device \"", kind: premise, reason: "iproute2: the network interface named is not on this host or namespace"},
	// A daemon told to drop root for an account this host lacks
	// (memcached -u: "can't find the user nosuchuser to switch to",
	// memcached.c getpwnam; exit 67, EX_NOUSER; set 1654, live): the
	// host's fact, premise, as os/user's "unknown user" and nginx's
	// getpwnam() [emerg].
	{text: "can't find the user ", kind: premise, reason: "the account the daemon is to run as (-u) does not exist on this host"},
}

// accessToNamedDenied reports .NET's UnauthorizedAccessException sentence
// with the name between ("Access to the path 'C:\x' is denied.", "Access
// to the registry key '...' is denied.", System.IO.Ports' "Access to the
// port 'COM3' is denied.", and the unnamed "Access to the path is
// denied."): the process lacks the rights, as EACCES (held-out set 763).
// The denial must close the same line, so a later sentence's "denied"
// does not count.
func accessToNamedDenied(t string) bool {
	for i := range foldMatches(t, "access to the ") {
		rest := t[i:]
		if j := strings.IndexByte(rest, '\n'); j >= 0 {
			rest = rest[:j]
		}
		if hasFold(rest, " is denied") || hasFold(rest, " has been denied") {
			return true
		}
	}
	return false
}

// currentStateRefusals reads an act refused for the object's present state,
// also under a 403 (set 387: Okta E0000038 "This operation is not allowed
// in the user's current status."): the caller has the authority, the
// object is not in the state the plan assumed. Only "allowed in" or
// "permitted in" before the state counts, so a 403 that names a status
// the caller may not see keeps its reading.
func currentStateRefusals() []pattern {
	var out []pattern
	owners := [...]string{"the", "its", "the user's", "the account's", "the resource's", "the object's", "the order's", "the device's", "the subscription's", "the member's"}
	for _, verb := range [...]string{"allowed in ", "permitted in "} {
		for _, o := range owners {
			for _, n := range [...]string{"state", "status"} {
				out = append(out, pattern{text: verb + o + " current " + n, kind: premise, reason: "the object's current state does not allow the act: read it, then replan"})
			}
		}
	}
	return out
}

// shrinkRemedyWords: a server error whose own remedy is a smaller request
// (set 387: Figma's 500 "Render timeout, try requesting fewer or smaller
// images"; the errors page: "reduce the number and size of objects
// requested"). The same request times out again; the call must shrink.
var shrinkRemedyWords = []pattern{
	{text: "try requesting fewer", kind: invalid, reason: "the server says the request is too big to finish: ask for fewer or smaller items"},
	{text: "try requesting smaller", kind: invalid, reason: "the server says the request is too big to finish: ask for fewer or smaller items"},
	{text: "fewer or smaller", kind: invalid, reason: "the server says the request is too big to finish: ask for fewer or smaller items"},
	{text: "reduce the number and size", kind: invalid, reason: "the server says the request is too big to finish: ask for fewer or smaller items"},
	{text: "try a smaller page size", kind: invalid, reason: "the server says the page is too big to finish: ask for a smaller one"},
	{text: "try reducing the page size", kind: invalid, reason: "the server says the page is too big to finish: ask for a smaller one"},
}

// alreadyActiveWords: an activation refused because the object is already
// active, also under a 403 (set 387: Okta E0000016 "Activation failed
// because the user is already active"): the world holds what the step was
// to make. Only an activation's own words count, so "cannot delete: the
// user is already active" keeps its reading.
var alreadyActiveWords = []pattern{
	{text: "activation failed because the user is already active", kind: conflict, reason: "already active: the activation the step was to make is done"},
	{text: "activation failed because the account is already active", kind: conflict, reason: "already active: the activation the step was to make is done"},
	{text: "cannot activate: already active", kind: conflict, reason: "already active: the activation the step was to make is done"},
	{text: "is already activated", kind: conflict, reason: "already active: the activation the step was to make is done"},
}

// pdbEvictionReason reads an eviction a PodDisruptionBudget refuses for now.
const pdbEvictionReason = "the pod's disruption budget allows no eviction now: try again later, as pods turn healthy"

// cvvDeclineReason: a card refused for its security code (set 572).
const cvvDeclineReason = "the card's security code was refused: enter it again (wrong card data, not a card that cannot pay)"

// holderStepWords extend agreementWords to the other steps a user's own
// account must take before an API acts for it (set 1526, Box's 400
// terms_of_service_required "User must accept custom terms of service
// before action can be taken", password_reset_required "User needs to
// reset password", 403 user_email_confirmation_required "User needs to
// complete email confirmation"; developer.box.com common errors): the
// account-step ruling of sets 768 and 892 (premise), under a 400 or a 403.
// A password the user must reset is not such a step: it reads denied, as an
// expired password does (ORA-28001, MySQL 1820 and 1862, IMAP [EXPIRED],
// Freshdesk password_expired): only a person can set the new one (blind
// labels 4 sets denied to 1 premise: 718, 1176, 1360, 1526 against 1335).
var holderStepWords = []pattern{
	{text: "terms of service before", kind: premise, reason: "the user has not accepted the terms of service (an account step for its holder)"},
	{text: "accept custom terms of service", kind: premise, reason: "the user has not accepted the terms of service (an account step for its holder)"},
	{text: "terms_of_service_required", kind: premise, reason: "the user has not accepted the terms of service (an account step for its holder)"},
	{text: "password_reset_required", kind: denied, reason: passwordResetReason},
	{text: "needs to reset password", kind: denied, reason: passwordResetReason},
	{text: "needs to reset their password", kind: denied, reason: passwordResetReason},
	{text: "must reset their password", kind: denied, reason: passwordResetReason},
	{text: "user_email_confirmation_required", kind: premise, reason: "the user must confirm the email address first (an account step for its holder)"},
	{text: "complete email confirmation", kind: premise, reason: "the user must confirm the email address first (an account step for its holder)"},
}

// passwordResetReason: see holderStepWords.
const passwordResetReason = "the account's password must be reset before the service acts for it: a person must change it, as an expired password (servercred.go)"

// agreementWords: a legal agreement the account must hold that is
// unsigned, lapsed or updated and not yet accepted (App Store Connect and
// notarytool "A required agreement is missing or has expired", Azure
// Marketplace "Legal terms have not been accepted"), read under a 403
// (overDenied, via stateWords) or a 400 (overInvalid): an account step for
// its holder, as an expired contract; no other credential or argument gets
// past it (held-out set 768).
var agreementWords = []pattern{
	{text: "agreement is missing or has expired", kind: premise, reason: "a required agreement is unsigned or expired (an account step)"},
	{text: "agreement that has not been signed", kind: premise, reason: "a required agreement is unsigned or expired (an account step)"},
	{text: "license agreement has been updated", kind: premise, reason: "an updated agreement awaits acceptance (an account step)"},
	{text: "legal terms have not been accepted", kind: premise, reason: "the legal terms are not accepted (an account step)"},
}

// otherAdsSystemWords: an account or resource that lives in another ads
// system than the API called (Google Ads AuthorizationError
// ACCESS_DENIED_FOR_ACCOUNT_TYPE "The customer (or login customer) isn't in
// Google Ads. It belongs to another ads system." under a 403, MutateError
// RESOURCE_NOT_IN_GOOGLE_ADS "The resource isn't in Google Ads. ..." under a
// 400), read under a 403 (overDenied, via stateWords) or a 400
// (overInvalid): no grant or argument fix gets past it, the id is not this
// system's: replan with the right system or id (held-out set 1708).
var otherAdsSystemWords = []pattern{
	{text: "belongs to another ads system", kind: premise, reason: "the account or resource belongs to another ads system than the one called: the id is not this system's"},
	{text: "isn't in google ads", kind: premise, reason: "the account or resource belongs to another ads system than the one called: the id is not this system's"},
}

// acrLockedText is Azure Container Registry's refusal on a locked
// registry, repository or image (deletionProtectWords, codeRule.apply).
const acrLockedText = "operation is disallowed on this registry, repository or image"

// harborQuotaText is Harbor's project quota refusal (codeRule.apply).
const harborQuotaText = "will exceed the configured upper limit of"

// forbiddenCharWords: a value's rule naming the characters it forbids
// (Anthropic Files API "Filename length is invalid (must be 1-255
// characters) or filename contains forbidden characters", set 1251; path
// and name validators alike): the argument, not the caller's authority,
// which "forbidden" alone (deniedWords) reads.
var forbiddenCharWords = []pattern{
	{text: "forbidden character", kind: invalid, reason: "the value contains characters its rule forbids: fix the argument"},
	// NTSTATUS path-syntax and wrong-operation statuses, by name (smbclient
	// "NT_STATUS_...", impacket "STATUS_...") and in MS-ERREF's words
	// (go-smb2 "response error: ..."): OBJECT_PATH_INVALID 0xC0000039 and
	// OBJECT_PATH_SYNTAX_BAD 0xC000003B share the text "The object path
	// component was not a directory object." (Samba's answer to a ".."
	// above the share root), and INVALID_DEVICE_REQUEST 0xC0000010 "The
	// specified request is not a valid operation for the target device."
	// (an operation the object does not take, such as a read on a
	// directory handle). The call's path or operation is wrong, not the
	// tree: invalid, read ahead of ENOTDIR's "not a directory" (MS-ERREF
	// 2.3.1; sets 1350 and 1565).
	{text: "status_object_path_syntax_bad", kind: invalid, reason: "the path is malformed for the share (NTSTATUS OBJECT_PATH_SYNTAX_BAD): fix the argument"},
	{text: "status_object_path_invalid", kind: invalid, reason: "the path is malformed for the share (NTSTATUS OBJECT_PATH_INVALID): fix the argument"},
	{text: "the object path component was not a directory object", kind: invalid, reason: "the path is malformed for the share (NTSTATUS OBJECT_PATH_SYNTAX_BAD / OBJECT_PATH_INVALID): fix the argument"},
	{text: "status_invalid_device_request", kind: invalid, reason: "the object does not take this operation (NTSTATUS INVALID_DEVICE_REQUEST): the call is wrong"},
	{text: "not a valid operation for the target device", kind: invalid, reason: "the object does not take this operation (NTSTATUS INVALID_DEVICE_REQUEST): the call is wrong"},
}
