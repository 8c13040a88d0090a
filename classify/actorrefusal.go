package classify

import (
	"strings"
	"unicode"
)

// actorSubjects are the subjects of a refusal that name who acts, not what
// the call carries: the caller ("you", "you're"), its user, account, app
// or token. "<actor> is not allowed to <act>" refuses an authority;
// "<value> is not allowed to be empty" refuses an argument.
var actorSubjects = [...]string{"you", "you're", "youre", "user", "users", "caller", "client", "clients", "account", "app", "application", "token", "member", "bot", "integration", "principal", "role", "requester", "viewer", "guest"}

const actorNotAllowedReason = "the caller (you, its user, account or app) is not allowed to do this: an authority it lacks, not an argument"

// guardedActs are acts a role or a membership grants, on a resource
// another owns; set 1316 added a booking's acts (Acuity's client role:
// "Clients are not allowed to cancel.", "... to reschedule.", which its
// admin=true lifts).
var guardedActs = [...]string{"post", "push", "view", "see", "read", "edit", "modify", "update", "delete", "remove", "access", "perform", "create", "comment", "reply", "join", "invite", "manage", "merge", "approve", "publish", "upload", "download", "write", "change", "administer", "moderate", "message", "vote", "submit", "cancel", "reschedule", "book"}

// actorNotAllowed reads a refusal of the caller's authority in the words a
// 400 or a bare text carries: Reddit's SUBREDDIT_NOTALLOWED "you aren't
// allowed to post there", GitLab's "You are not allowed to push code to
// this project", Discourse's "You are not permitted to view the requested
// resource", "User isn't allowed to perform this action". No argument
// changes who the caller is (denied). The generic 400 reading leaves "not
// allowed to" out because a value's rule says it too ("Values aren't
// allowed to be empty", "is not allowed to be blank"): a subject that is
// not an actor, or a passive "to be", keeps that reading.
func actorNotAllowed(t string) bool {
	if missingNamedPermission(t) || delegateRefused(t) {
		return true
	}
	for _, cue := range [...]string{" not allowed to ", "n't allowed to ", " not permitted to ", "n't permitted to "} {
		for i := range foldMatches(t, cue) {
			// Only an act a permission guards: "to be" is a value's rule,
			// "to specify both" or "to generate embeddings from this
			// model" the call's shape (OpenAI, set 193), and "in a
			// transaction" a statement's place (MySQL 1179 "You are not
			// allowed to execute this command in a transaction").
			if _, act := foldIn(wordFrom(t, i+len(cue)), guardedActs[:]); !act || hasAny(t, "in a transaction", "inside a transaction", "within a transaction") {
				continue
			}
			// The subject among the last words before the cue: "you are",
			// "you" (of "you aren't"), "The user is", "Your account is".
			words := strings.FieldsFunc(t[:i], notWordRune)
			for k := len(words) - 1; k >= 0 && k >= len(words)-3; k-- {
				// A quoted refusal keeps its quote on the first word:
				// PRAW's "SUBREDDIT_NOTALLOWED: 'you aren't allowed to post
				// there.' on field 'sr'", a Python repr (set 1628).
				if _, ok := foldIn(strings.Trim(words[k], "'"), actorSubjects[:]); ok {
					return true
				}
			}
		}
	}
	return false
}

// actorNotAllowedText is actorNotAllowed as a reading of a bare text.
func actorNotAllowedText(t string) (Result, bool) {
	if actorNotAllowed(t) {
		return verdict(denied, actorNotAllowedReason)
	}
	return Result{}, false
}

// notWordRune splits a text into words, an apostrophe kept inside one
// ("you're").
func notWordRune(r rune) bool {
	return !(r == '\'' || unicode.IsLetter(r) || unicode.IsDigit(r))
}

// missingNamedPermission reads a principal said to be missing a permission
// the text names: Jenkins' AccessDeniedException "anonymous is missing the
// Overall/Read permission", Google Cloud's "The caller is missing the
// required permission iam.serviceAccounts.actAs" (set 888). The generic
// "missing" reading would take it for a missing argument; no argument
// grants a permission (denied). A permission field the call left out
// ("missing the permissions field") keeps the argument reading.
func missingNamedPermission(t string) bool {
	for i := range foldMatches(t, "missing the ") {
		words := strings.Fields(t[i+len("missing the "):])
		for j, w := range words {
			if j == 6 {
				break
			}
			lw := strings.ToLower(strings.TrimRight(w, ".,;:!)'\""))
			if lw == "permission" || lw == "permissions" || lw == "privilege" || lw == "privileges" {
				next := ""
				if j+1 < len(words) {
					next = strings.ToLower(strings.Trim(words[j+1], ".,;:!()'\""))
				}
				switch next {
				case "field", "fields", "parameter", "argument", "key", "property", "attribute", "value":
					return false
				}
				return true
			}
			if strings.HasSuffix(w, ".") || strings.HasSuffix(w, ";") {
				break // the sentence ended before a permission was named
			}
		}
	}
	return false
}

// delegateRefused reads a refusal to act for another user, the delegate
// (scheduling) privilege the caller lacks: Zoom's 3000 "You cannot schedule
// a meeting for weYlvJUTRtmzWbX7hwD4Kg." (schedule_for without the
// scheduling privilege, set 1615), "cannot schedule meetings for", "cannot
// create meetings on behalf of". No argument makes the caller that user's
// delegate (denied). The same words followed by a time or a length ("for
// a time in the past", "for more than 24 hours", "for 2019-01-01") refuse
// a value and keep their reading.
var (
	delegateActs = [...]string{"schedule", "book", "create", "manage", "edit", "update", "delete", "act"}
	// notAPerson are the words after "schedule a meeting for" that start
	// a time, a length or a kind, not a user.
	notAPerson = [...]string{"a", "an", "the", "more", "less", "longer", "over", "up", "today", "tomorrow", "yesterday", "past", "recurring", "dates", "times", "this", "that"}
)

func delegateRefused(t string) bool {
	if !strings.Contains(t, "schedule") && !strings.Contains(t, "behalf") {
		return false
	}
	// A kind of meeting that does not take the parameter at all (Zoom's
	// 3000 "Instant meetings do not support the `schedule_for` parameter,
	// and you can't schedule an instant meeting for another user.", set
	// 1690) is the call's shape, not a delegation the caller lacks.
	if hasAny(t, "do not support the", "does not support the") {
		return false
	}
	for _, neg := range [...]string{"cannot ", "can not ", "can't ", "not allowed to ", "not permitted to "} {
		for i := range foldMatches(t, neg) {
			rest := t[i+len(neg):]
			if j := strings.IndexByte(rest, '.'); j >= 0 {
				rest = rest[:j] // the sentence
			}
			words := strings.Fields(rest)
			if len(words) == 0 {
				continue
			}
			if _, act := foldIn(words[0], delegateActs[:]); !act {
				continue
			}
			if hasAny(rest, " on behalf of ") {
				return true
			}
			if !strings.EqualFold(words[0], "schedule") {
				continue
			}
			// "schedule a meeting for <user>": the word after "for" names
			// someone, not a time, a length or a count.
			for k := 1; k < len(words)-1 && k <= 4; k++ {
				if !strings.EqualFold(words[k], "for") {
					continue
				}
				who := strings.Trim(words[k+1], "\"'.,;:()")
				if who == "" || unicode.IsDigit(rune(who[0])) && !opaqueUserID(who) {
					break
				}
				if _, timeWord := foldIn(who, notAPerson[:]); timeWord {
					break
				}
				return true
			}
		}
	}
	return false
}

// opaqueUserID reports whether a word that begins with a digit is an
// opaque user id rather than a date, a time or a count: Zoom's user ids
// ("30R7kT7bTIKSNUFEuH_Qlg", set 1690) are 22 characters of base64url that
// may begin with a digit. A date ("2019-01-01"), a count ("30") or a length
// ("24h") has too few letters.
func opaqueUserID(w string) bool {
	if len(w) < 12 {
		return false
	}
	letters := 0
	for i := 0; i < len(w); i++ {
		c := w[i]
		if c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' {
			letters++
		}
	}
	return letters >= 6
}
