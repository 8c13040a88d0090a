package classify

// deprecatedArgument reads a refusal of an argument the caller passed that
// the service or SDK has deprecated, naming what to pass instead:
// deepl-python's _check_valid_languages 'target_lang="EN" is deprecated,
// please use "EN-GB" or "EN-US"instead.' (set 1607), a CLI's "Option --foo
// is deprecated; use --bar instead.", an API's 'The parameter "q" is
// deprecated, please use "query" instead.'. The goal is fine and the
// message names the repair: invalid. It asks three things of the text:
// the word "deprecated"; before it, a mark of an argument (an "=", a
// leading "--", or a noun such as parameter, option, field, value); after
// it, "use ... instead". A deprecated thing with no argument mark keeps its
// own reading (a model's retirement is premise, codes.go; a service
// version, set 1547's Sabre line, names no replacement), and a warning
// printed beside some other failure is not read (it runs only when the
// generic table found nothing, and not on text that calls itself a
// warning).
func deprecatedArgument(t string) bool {
	d, ok := deprecatedInstead(t)
	if !ok {
		return false
	}
	before := t[:d]
	if len(before) > 80 {
		before = before[len(before)-80:]
	}
	return hasAny(before, "=", "--", "parameter", "argument", "option", "field", "flag", "value", "setting", "property", "attribute")
}

const deprecatedArgumentReason = "an argument the call passed is deprecated and the message names what to pass instead: repair the argument"

// deprecatedInstead finds "deprecated" followed closely by "use ...
// instead" (the service names what to call or pass in its place), outside
// a warning and a model's retirement, and returns where "deprecated"
// starts. deprecatedArgument asks, on top, for a mark of an argument
// before it; wrongendpoint.go routeNamedInstead reads it for a whole call
// under a 403.
func deprecatedInstead(t string) (int, bool) {
	d := indexFold(t, "deprecated")
	if d < 0 || hasAny(t, "warning", "warn ", "warn:") || modelWord(t) {
		return 0, false
	}
	after := t[d:]
	u := indexFold(after, "use ")
	if u < 0 || u > 40 {
		return 0, false
	}
	i := indexFold(after[u:], "instead")
	if i < 0 || i > 120 {
		return 0, false
	}
	return d, true
}
