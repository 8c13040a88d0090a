package classify

import "strings"

// statusNamedRefusal reads an act refused with the object's status given as
// a field or label rather than a sentence (held-out set 834): Walmart's
// "Unable to process this request. The Line: 1 of PO: 17962 is in SHIPPED
// status", Mercado Libre's "Cannot update item MLA14 [status:closed,
// has_bids:false]", "cannot modify order in status 'delivered'". The status
// is an end state (alreadyBlocking, alreadyEither) the object reached: the
// arguments are fine, the plan assumed an earlier state (premise). A refusal
// of the state's own act ("cannot cancel: status cancelled") is left to the
// other rules (the world may hold what the step wanted).
func statusNamedRefusal(t string) bool {
	act := ""
	// "can no longer be": "Order ord_1 has status 'shipped' and can no
	// longer be cancelled." (set 1067).
	for _, cue := range [...]string{"cannot ", "can't ", "can not ", "unable to ", "could not ", "not possible to ", "can no longer be ", "may no longer be "} {
		if i := indexFold(t, cue); i >= 0 {
			act = wordFrom(t, i+len(cue))
			break
		}
	}
	if act == "" {
		return false
	}
	// The passive, "cannot be cancelled because ...": the act is the
	// participle's verb (passiveVerb).
	if strings.EqualFold(act, "be") {
		if i := indexFold(t, " be "); i >= 0 {
			act = passiveVerb(wordFrom(t, i+len(" be ")))
		}
	}
	for _, label := range [...]string{"status", "state"} {
		for i := range foldMatches(t, label) {
			if i > 0 && isAlnum(t[i-1]) {
				continue
			}
			end := i + len(label)
			if end < len(t) && isAlnum(t[end]) {
				continue
			}
			// The state after the label: "status:closed", "status 'delivered'".
			j := end
			for j < len(t) && strings.IndexByte(" :='\"`\\", t[j]) >= 0 {
				j++
			}
			// A sentence's verb between them: "its status is 'shipped'",
			// "status was set to closed" (set 1130).
			for _, link := range [...]string{"is currently ", "is now ", "is ", "was set to ", "was ", "of "} {
				if j > end && hasPrefixFold(t[j:], link) {
					j += len(link)
					for j < len(t) && strings.IndexByte("'\"`\\", t[j]) >= 0 {
						j++
					}
					break
				}
			}
			if st, ok := stateWordAt(wordFrom(t, j)); ok && j > end && !sameAct(act, st) {
				return true
			}
			// The state before it, after "in": "is in SHIPPED status".
			before := strings.TrimRight(t[:i], " ")
			w := lastWord(before)
			// The state may be quoted: "is in 'printed' status" (set 1718).
			pre := strings.TrimRight(strings.TrimSuffix(strings.TrimRight(before, " '\"`"), w), "'\"`")
			if st, ok := stateWordAt(w); ok && hasSuffixFold(pre, "in ") && !sameAct(act, st) {
				return true
			}
		}
	}
	return false
}

// passiveVerb returns the verb of a passive's participle, as sameAct reads
// it: "cancelled" and "canceled" give "cancel", "shipped" "ship", "paused"
// "pause", "paid" "pay"; another word comes back as it is.
func passiveVerb(part string) string {
	p := strings.ToLower(part)
	switch {
	case p == "paid":
		return "pay"
	case p == "sent":
		return "send"
	case p == "made":
		return "make"
	case strings.HasSuffix(p, "ied") && len(p) > 4:
		return p[:len(p)-3] + "y"
	case strings.HasSuffix(p, "ed") && len(p) > 4:
		v := p[:len(p)-2]
		// A doubled final consonant: "cancelled", "shipped".
		if n := len(v); n >= 2 && v[n-1] == v[n-2] && !strings.ContainsRune("aeiou", rune(v[n-1])) {
			return v[:n-1]
		}
		return v
	}
	return p
}
