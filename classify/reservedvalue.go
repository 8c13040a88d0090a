package classify

// reservedValue reports an application's refusal of a value or a name the
// call chose because the rules set it aside ("ids above 100 are reserved",
// "username admin is reserved", "prefix sys_ is a reserved name"), as a
// trigger's RAISE, a P0001 or a SIGNAL '45000' word it (set 248). The
// value is the call's: pick another, invalid. guardsState reads the word
// "reserved" as a quantity set aside (stock reserved, a reserved seat), so
// this is read before it, and only where the text names an identifier and
// not a thing already taken ("seat 14A is already reserved").
func reservedValue(t string) bool {
	if hasAny(t, "already reserved", "been reserved") {
		return false
	}
	if hasAny(t, "reserved word", "reserved keyword", "reserved name", "reserved identifier", "reserved prefix") {
		return true
	}
	if reservedPrefixUse(t) {
		return true
	}
	if !hasAny(t, " is reserved", " are reserved") {
		return false
	}
	for _, w := range [...]string{"id", "ids", "name", "names", "username", "prefix", "keyword", "slug",
		"handle", "namespace", "identifier", "identifiers", "range", "number", "numbers", "code", "codes"} {
		if hasWord(t, w) {
			return true
		}
	}
	return false
}

// reservedPrefixUse reads a key or name that uses a prefix the software
// sets aside, the prefix named between the words (Badger's ErrInvalidKey
// "Key is using a reserved !badger! prefix", set 1533 captured live; "tag
// key uses a reserved aws: prefix"): the call chose the key, choose another
// (invalid). It is read in the generic wording too (generic.go), where
// reservedValue's wider forms are not; "a reserved slot" or "already
// reserved" name no prefix and keep their readings.
func reservedPrefixUse(t string) bool {
	return hasAny(t, "using a reserved ", "uses a reserved ", "uses the reserved ") && hasWord(t, "prefix")
}

// reservedPrefixText is reservedPrefixUse as a generic reading.
func reservedPrefixText(t string) (Result, bool) {
	if !reservedPrefixUse(t) {
		return Result{}, false
	}
	return verdict(invalid, "the key or name uses a prefix the software reserves: choose another")
}
