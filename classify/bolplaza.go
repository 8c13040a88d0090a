package classify

import "strings"

// bolPlazaError reads bol.com Plaza API's errors, "BOL-ERROR [PAI-NNNNN] =
// text" inside its serviceError envelope (developers.bol.com Plaza API
// developer guide, 6. Error codes and messages), by the documented code,
// since the statuses say little: a 401 is sent for a malformed request
// and for an inactive seller as well as for an unknown key, and a 400 for
// a process order that does not exist (set 1753).
func bolPlazaError(msg string) (Result, bool) {
	i := strings.Index(msg, "BOL-ERROR [PAI-")
	if i < 0 {
		return Result{}, false
	}
	n, w := leadingInt(msg[i+len("BOL-ERROR [PAI-"):])
	if w != 5 {
		return Result{}, false
	}
	switch n {
	case 41101:
		return verdict(denied, "bol.com PAI-41101: the access key is unknown, blocked or for the other environment")
	case 41102, 41103:
		return verdict(invalid, "bol.com PAI-41102/41103: the request's authentication headers are missing, skewed or wrongly signed: rebuild them")
	case 41104:
		return verdict(premise, "bol.com PAI-41104: the key belongs to a seller that is not active: the account, not the credential")
	case 41201, 41202:
		return verdict(invalid, "bol.com PAI-4120x: the XML message misses a tag or a value is over its maximum: repair it")
	case 41301:
		return verdict(premise, "bol.com PAI-41301: the process order id is not an existing process order: replan")
	}
	return Result{}, false
}
