package classify

// domainNouns name a value drawn from a closed list the application keeps
// (ISO 4217 currencies, ISO 3166 countries, languages, locales, IANA time
// zones, units of measure): a row that carries one outside the list is the
// call's own argument, whatever word the author refuses it with.
var domainNouns = [...]string{
	"currency", "currency code", "country", "country code", "language", "language code",
	"locale", "timezone", "time zone", "unit of measure", "uom",
}

// domainRefusals are the words an author puts before such a noun to say the
// value is not on the list ("unsupported currency code: XYZ").
var domainRefusals = [...]string{"unsupported ", "unknown ", "unrecognized ", "unrecognised ", "not a supported ", "not a valid "}

// unsupportedDomainValue reads an application's refusal of a value outside
// a closed list it keeps, in a trigger's RAISE, a procedure's SIGNAL or a
// raised generic SQLSTATE: "unsupported currency code: XYZ" (set 1464, live
// modernc.org/sqlite RAISE(ABORT, 'unsupported currency code: ' ||
// NEW.currency)), "unknown country code DE-X", "currency XYZ is not
// supported", "not a supported locale". The value is the call's to repair:
// invalid. A feature or act the application does not support ("partial
// refunds are not supported") names no such noun and keeps its reading, and
// a region a service does not serve is read before, by the caller's place
// (wording.go).
func unsupportedDomainValue(t string) bool {
	for _, n := range domainNouns {
		for _, r := range domainRefusals {
			if hasWord(t, r+n) {
				return true
			}
		}
	}
	// "currency XYZ is not supported": the noun, then the refusal in the
	// same clause.
	for _, n := range domainNouns {
		for i := range foldMatches(t, n) {
			if (i > 0 && isAlnum(t[i-1])) || (i+len(n) < len(t) && isAlnum(t[i+len(n)])) {
				continue
			}
			rest := t[i+len(n):]
			end := len(rest)
			for j := 0; j < len(rest); j++ {
				if rest[j] == ';' || rest[j] == ',' || rest[j] == '.' && (j+1 == len(rest) || rest[j+1] == ' ') {
					end = j
					break
				}
			}
			clause := rest[:end]
			if hasAny(clause, "is not supported", "are not supported", "isn't supported", "is not accepted") && len(clause) < 40 {
				return true
			}
		}
	}
	return false
}

// stateOrderVerbs join two states in a CHECK constraint's own name, the
// later state first ("shipped_requires_paid", "closed_needs_approved").
var stateOrderVerbs = [...]string{"requires", "require", "needs", "only_if", "only_when"}

// orderStates are the states an object reaches by an act of its own (a
// payment, an approval, a signature): a CHECK that asks for one before
// another state guards the object's life cycle, not the form of a value.
var orderStates = [...]string{
	"paid", "approved", "verified", "confirmed", "signed", "shipped", "delivered", "submitted",
	"reviewed", "published", "completed", "settled", "posted", "invoiced", "activated", "accepted",
	"authorized", "authorised", "captured", "fulfilled", "closed", "opened", "resolved",
}

// checkNamesStateOrder reads a CHECK constraint whose name orders two states
// of the row's life cycle, "<state>_requires_<state>": SQLite's
// "CHECK constraint failed: shipped_requires_paid" (set 1464, live
// modernc.org/sqlite, an UPDATE to shipped on an unpaid order), PostgreSQL's
// "orders_shipped_requires_paid". The step moved the object to a state its
// earlier state does not allow yet: premise, as a workflow "transition"
// (appOnlyWords) or "must be approved before" (stateFirst). A name that asks
// for a field's value ("published_requires_title",
// "shipping_requires_address") names no state after the verb and keeps the
// CHECK's invalid.
func checkNamesStateOrder(text string) bool {
	for _, v := range stateOrderVerbs {
		for i := range foldMatches(text, v+"_") {
			if i == 0 || text[i-1] != '_' {
				continue
			}
			rest := text[i+len(v)+1:]
			for _, s := range orderStates {
				if len(rest) >= len(s) && hasPrefixFold(rest, s) && (len(rest) == len(s) || !isAlnum(rest[len(s)])) {
					return true
				}
			}
		}
	}
	return false
}
