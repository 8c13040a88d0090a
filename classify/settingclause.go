package classify

// requestSettingClause finds a validation rule conditioned on a setting of
// the request itself (held-out set 1495): Anthropic's "When thinking is
// disabled, an `assistant` message in the final position cannot contain
// `thinking`. To use thinking blocks, enable `thinking` in your request."
// The clause "When/If X is disabled," names the call's own switch, and the
// rule after it says what the call may then carry: the arguments disagree
// with each other, invalid, not a feature or account switched off
// (premise, "is disabled"). The clause counts only when the text places the
// setting in the request ("in your request", "in the request") or quotes
// the setting as a parameter (`stream`, 'logprobs'), or the clause follows
// a validator's field path ("messages.5.content.0: When ..."); and its
// subject is a short name, not an account, user, key or organisation: "If
// your account is disabled, contact support." keeps its reading.
func requestSettingClause(t string) bool {
	if !hasAny(t, " disabled,", " not enabled,", " is off,") {
		return false
	}
	named := hasAny(t, "in your request", "in the request", "in this request", "from your request", "from the request")
	for _, w := range [...]string{" is disabled,", " are disabled,", " is not enabled,", " are not enabled,", " is off,"} {
		for i := range foldMatches(t, w) {
			start := clauseStart(t, i)
			head := t[start:i]
			var subj string
			switch {
			case hasPrefixFold(head, "when "):
				subj = head[len("when "):]
			case hasPrefixFold(head, "if "):
				subj = head[len("if "):]
			default:
				continue
			}
			if subj == "" || fieldCount(subj) > 3 || hasAny(subj, "account", "user", "key", "organization", "organisation", "project", "workspace", "tenant", "subscription") {
				continue
			}
			if named || subj[0] == '`' || subj[0] == '\'' || afterFieldPath(t[:start]) {
				return true
			}
		}
	}
	return false
}

const requestSettingClauseReason = "a rule conditioned on the request's own setting (\"When thinking is disabled, ...\"): the arguments disagree, repair them"

// requestSettingText is requestSettingClause as the generic wording reads
// it, for the same text with no status or code beside it.
func requestSettingText(t string) (Result, bool) {
	if requestSettingClause(t) {
		return verdict(invalid, requestSettingClauseReason)
	}
	return Result{}, false
}

// clauseStart is the index after the sentence or field-path break before
// i (". ", ": ", "; ", a quote or a line break), spaces skipped.
func clauseStart(t string, i int) int {
	j := i
	for j > 0 {
		c := t[j-1]
		if c == '"' || c == '\n' || (c == '.' || c == ':' || c == ';') && j < len(t) && t[j] == ' ' {
			break
		}
		j--
	}
	for j < i && t[j] == ' ' {
		j++
	}
	return j
}

// afterFieldPath reports whether before ends in a validator's dotted
// field path and its colon ("messages.5.content.0: "): the service located
// the rule in the request's own field.
func afterFieldPath(before string) bool {
	k := len(before)
	for k > 0 && before[k-1] == ' ' {
		k--
	}
	if k == 0 || before[k-1] != ':' {
		return false
	}
	k--
	j, dot := k, false
	for j > 0 {
		c := before[j-1]
		if c == '.' {
			dot = true
		} else if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '_') {
			break
		}
		j--
	}
	return dot && j < k && before[j] != '.'
}

// fieldCount counts the space-separated words of s.
func fieldCount(s string) int {
	n, in := 0, false
	for k := 0; k < len(s); k++ {
		if s[k] == ' ' {
			in = false
		} else if !in {
			in = true
			n++
		}
	}
	return n
}
