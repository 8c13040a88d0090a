package classify

import "github.com/rungkit/rung"

// mefBusinessRule reads an IRS Modernized e-File reject: the
// acknowledgment's RuleNum as the code ("R0000-902-01", "IND-031-04",
// "SEIC-F1040-501-02") and its ErrorMessageTxt, the rule's text, as the
// message (set 1665). The rules are worded as constraints ("must not be
// the same as", "must match", "must have passed"), which read as a bad
// argument, but three families prove something else:
//   - a TIN "of a previously accepted electronic return" for the same
//     form and period (R0000-902-01): a return is already on file, the
//     step is done, conflict;
//   - a value that "must match" the SSN, name control or PIN "in the
//     e-File database" (R0000-500-01, R0000-503-02, R0000-504-02,
//     IND-031-04): the return's data differ from IRS records and the IRS
//     says to correct them and resubmit, invalid;
//   - the Software ID or ETIN that "must have passed testing" or "must
//     be in accepted status" (R0000-904-03): the transmitter is not
//     approved for this form, an authority the agent lacks, denied.
//
// Any other rule text keeps the generic reading.
func mefBusinessRule(c *ctx, code string) (Result, bool) {
	if !mefRuleNumber(code) {
		return Result{}, false
	}
	t := c.text
	var k rung.Kind
	var why string
	switch {
	case hasFold(t, "previously accepted"):
		k, why = conflict, "a return for this TIN, form and period is already accepted: the filing is done, carry it forward"
	case hasFold(t, "e-file database") && hasFold(t, "must match"):
		k, why = invalid, "the return's SSN, name control or PIN differ from IRS records: correct them and resubmit"
	case hasAny(t, "must have passed testing", "must be in accepted status"):
		k, why = denied, "the software or transmitter is not approved for this form and year"
	default:
		return Result{}, false
	}
	return Result{Kind: k, Code: code, Reason: "IRS MeF business rule " + code + ": " + why}, true
}

// mefRuleNumber reports an MeF rule number: upper-case letters and digits
// in two to four parts joined by '-', the last part digits
// ("R0000-902-01", "IND-181-01", "F1040-525", "SEIC-F1040-501-02").
func mefRuleNumber(code string) bool {
	if len(code) < 7 || len(code) > 20 || code[0] < 'A' || code[0] > 'Z' {
		return false
	}
	parts, digits := 1, 0
	for i := 0; i < len(code); i++ {
		switch b := code[i]; {
		case b == '-':
			if i == 0 || code[i-1] == '-' {
				return false
			}
			parts++
			digits = 0
		case b >= '0' && b <= '9':
			digits++
		case b >= 'A' && b <= 'Z':
			digits = -100
		default:
			return false
		}
	}
	return parts >= 2 && parts <= 4 && digits >= 2
}
