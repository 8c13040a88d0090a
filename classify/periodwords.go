package classify

import (
	"strings"
	"time"
)

// proseWord reports an occurrence of w (lower-case) in text that is a word
// of the message, not part of a name the message quotes. A period word
// decides a quota's kind ("Daily message quota exceeded", a googleapi
// "dailyLimitExceeded"), but an object, path, bucket or file named for a
// period ("gs://acme-exports/daily/2026-12-01.csv", "acme-daily-reports",
// "daily.csv") says nothing of the limit that refused the call (set 44:
// Cloud Storage's per-object mutation rate on an object under daily/). A
// name is what touches '/' or '-' on either side, follows a '.', or goes on
// as a file's extension; a camel-case identifier ("dailyLimitExceeded",
// "MaxDailyRequests") and an underscore one ("OVER_DAILY_LIMIT") are the
// vocabulary of the limit itself and count.
func proseWord(text, w string) bool {
	for i := range foldMatches(text, w) {
		if i > 0 {
			b := text[i-1]
			if b == '/' || b == '-' || b == '.' {
				continue
			}
			// A lower-case letter run on into the word is inside another
			// word, unless the word starts a camel-case part.
			if isAlnum(b) && !(text[i] >= 'A' && text[i] <= 'Z') {
				continue
			}
		}
		if emptyKeyValue(text, i+len(w)) {
			continue
		}
		if end := i + len(w); end < len(text) {
			a := text[end]
			if a == '/' || a == '-' || a == '.' && end+1 < len(text) && isAlnum(text[end+1]) {
				continue
			}
			if a >= 'a' && a <= 'z' || a >= '0' && a <= '9' {
				continue
			}
		}
		return true
	}
	return false
}

// emptyKeyValue reports a word that lies in a JSON key whose value is an
// empty object or array: Amplitude's 429 body lists who went over each
// limit, "exceeded_daily_quota_users": {} beside "throttled_users":
// {"u": 4000}, and an empty list says no one went over that one (set
// 1307). The key runs on from end in letters, digits and '_' to its
// closing quote (escaped or not).
func emptyKeyValue(text string, end int) bool {
	j := end
	for j < len(text) && (isAlnum(text[j]) || text[j] == '_') {
		j++
	}
	switch {
	case strings.HasPrefix(text[j:], `\"`):
		j += 2
	case strings.HasPrefix(text[j:], `"`):
		j++
	default:
		return false
	}
	for j < len(text) && text[j] == ' ' {
		j++
	}
	if j >= len(text) || text[j] != ':' {
		return false
	}
	j++
	for j < len(text) && text[j] == ' ' {
		j++
	}
	v := text[j:]
	return strings.HasPrefix(v, "{}") || strings.HasPrefix(v, "[]")
}

// perLongUnit reports a rate written with a unit of a day or a month
// ("1000 requests/day", "10,000 / month"), not a URL's path segment
// ("/days/2026-12-01", "/day/summary", "/monthly-report"): the unit ends
// the word.
func perLongUnit(text string) bool {
	return unitEndsWord(text, "/day", "/ day", "/month", "/ month")
}

// perShortUnit reports a rate written with a unit of a minute or a second
// ("20 API calls / minute", "10 req/second"): the allowance refills within a
// retry's reach even when the message names a plan ("Trial key"; Cohere's
// trial keys are limited per minute for Chat and per month overall, set 727).
// The unit ends the word, as in perLongUnit.
func perShortUnit(text string) bool {
	return unitEndsWord(text, "/minute", "/ minute", "/min", "/ min", "/second", "/ second", "/sec", "/ sec")
}

// unitEndsWord reports one of units in text that ends its word: not a
// path going on ("/days/", "/day/summary", "/monthly-report", "/day_2").
func unitEndsWord(text string, units ...string) bool {
	for _, u := range units {
		for i := range foldMatches(text, u) {
			end := i + len(u)
			if end == len(text) {
				return true
			}
			if a := text[end]; !isAlnum(a) && a != '/' && a != '-' && a != '_' {
				return true
			}
		}
	}
	return false
}

// periodLimit reports a limit named by its period as a noun before it ("DAY
// limit", "month quota", "week cap"; LinkedIn's "Resource level throttle
// APPLICATION DAY limit for calls to this resource is reached", set 420) or
// a window of a day ("over a 24 hour period"): like "daily", it does not
// refill within a retry's reach. The period must be a word of its own
// ("today limit", "holiday limit" are not).
func periodLimit(text string) bool {
	for _, w := range [...]string{"day limit", "day quota", "day cap", "month limit", "month quota", "month cap",
		"week limit", "week quota", "week cap", "24 hour period", "24-hour period",
		// LocationIQ's 429 names its window after "Rate Limited": "Rate
		// Limited Day" is the day's allowance spent; its "Second" and
		// "Minute" stay rate windows (set 1647).
		"limited day", "limited month"} {
		if proseWord(text, w) {
			return true
		}
	}
	return false
}

// limitForToday reports a limit said spent for the day by "for today"
// after the limit's own word in the same clause: GOV.UK Notify's 429
// TooManyRequestsError "Exceeded send limits (250000) for today" (set
// 1665), "exceeded the limit of 25 scheduled posts for today". The day's
// allowance, like "daily", does not refill within a retry's reach. A
// "for today" with no limit before it ("no slots for today", "try again
// later for today") is not one.
func limitForToday(text string) bool {
	if !hasFold(text, "for today") {
		return false
	}
	for i := range foldMatches(text, "for today") {
		lead := text[max(0, i-60):i]
		if j := strings.LastIndexAny(lead, ".;!\n"); j >= 0 {
			lead = lead[j+1:]
		}
		if hasAny(lead, "limit", "quota", "allowance") {
			return true
		}
	}
	return false
}

// statedWaitOfADay reports a rate limit whose own stated wait is a day or
// more: Azure OpenAI's 429 on an AIServices S0 deployment "have exceeded
// token rate limit of your current AIServices S0 pricing tier. Please
// retry after 86400 seconds." (held-out set 1427). The body says no period,
// but the wait it names is one: the allowance of a day is spent, and no
// backoff a step can hold reaches it, as a day limit named by words
// (longPeriod, set 420) or a day window's header (longWindowSpent). A
// stated wait under a day (Azure's "retry after 22 seconds", Groq's TPD
// "8m36.288s", an hour) keeps the 429's transient and its retry_after.
// The wait must be asked as a retry ("retry after", "try again in"): a
// lockout that states its length ("has been blocked for 24 hours", set
// 1338) is an attempt lock that lifts by itself, transient.
func statedWaitOfADay(text string) bool {
	// The same wait named as the next calendar day, Epic's 4135 "Please
	// try again tomorrow." for the day's document queries spent (set
	// 1554): a day's allowance, not a window. An attempt lockout in those
	// words ("too many attempts ... try again tomorrow") lifts by itself
	// and keeps its reading (set 1338), and so does an outage or a
	// maintenance window that ends tomorrow.
	if hasAny(text, "try again tomorrow", "retry tomorrow", "try tomorrow", "again tomorrow") && !hasAny(text, "attempt", "locked", "blocked", "password", "login", "sign-in", "sign in", "maintenance", "outage", "unavailable") {
		return true
	}
	if !hasAny(text, "retry after", "retry in ", "retry-after", "try again in ", "try again after") {
		return false
	}
	d, ok := bodyDelay(text)
	return ok && d >= 24*time.Hour
}

// longWindowSpent reads a rate-limit header that names its window, for a
// day or longer, with nothing left in it: Kong's rate-limiting plugin sends
// X-RateLimit-Remaining-<window> for each window it counts
// ("X-RateLimit-Remaining-Month: 0"), and its 429 body says only "API
// rate limit exceeded" (set 897). The allowance of a day, week, month or
// year is spent: no wait the budget can hold refills it. A spent minute or
// hour window keeps the 429's reading.
func longWindowSpent(text string) bool {
	for i := range foldMatches(text, "ratelimit-remaining-") {
		rest := text[i+len("ratelimit-remaining-"):]
		for _, w := range [...]string{"day", "week", "month", "year"} {
			if len(rest) < len(w) || !strings.EqualFold(rest[:len(w)], w) {
				continue
			}
			v := strings.TrimLeft(rest[len(w):], ": \t")
			if strings.HasPrefix(v, "0") && (len(v) == 1 || v[1] < '0' || v[1] > '9') {
				return true
			}
		}
	}
	return false
}

// waitForRunningWork reports a refusal that tells the caller to wait for
// work already running to finish ("Wait for the reindex job with Id: x to
// finish, or cancel it.", Microsoft FHIR Server, set 1554; "wait until the
// import completes"): the call is right and the job in its way ends by
// itself, a wait. The finish must follow the wait in the same sentence.
func waitForRunningWork(t string) bool {
	for _, lead := range [...]string{"wait for the ", "wait until the "} {
		for i := range foldMatches(t, lead) {
			rest := t[i+len(lead):]
			if j := strings.IndexAny(rest, ".!;\n"); j >= 0 {
				rest = rest[:j]
			}
			if len(rest) <= 120 && hasAny(rest, " to finish", " to complete", " finishes", " completes", " is finished", " has finished", " is complete") {
				return true
			}
		}
	}
	return false
}

// freeTierLimitSpent reads a 429 that names the free tier's limit as spent
// with no short window: Queues' 10253 "Free tier limit exceeded" (upgrade
// to Workers Paid, developers.cloudflare.com/queues/reference/error-codes;
// set 1784), "You have exceeded the free tier limit". The plan's
// allowance, as a trial key's is; a per-minute or per-second limit, or a
// stated wait of seconds or minutes, stays the rate window.
func freeTierLimitSpent(t string) bool {
	if !hasFold(t, "free tier limit") || !hasAny(t, "exceeded", "reached") {
		return false
	}
	return !perShortUnit(t) && !hasAny(t, "per second", "rpm", "try again in", "retry in", "retry after", "seconds", "minute")
}

// pausedQueue reads a 429 whose body says the queue itself is disabled or
// paused: Queues' 10252 "Queue disabled" (QueueDisabled, unpause the
// queue, developers.cloudflare.com/queues/reference/error-codes; set 1784),
// "Queue is paused". The queue's state, which its owner changes; a
// temporary lockout ("temporarily", a stated wait) lifts by itself.
func pausedQueue(t string) bool {
	if !hasFold(t, "queue") || !hasAny(t, "queue disabled", "queue is disabled", "queue has been disabled", "queue paused", "queue is paused", "queue has been paused") {
		return false
	}
	return !hasAny(t, "temporarily", "try again in", "retry in", "retry after", "too many")
}
