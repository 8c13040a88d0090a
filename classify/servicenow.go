package classify

// ServiceNow's platform refusals (held-out set 1321). Its Table, Import
// Set and SOAP APIs answer {"error":{"message":..,"detail":..},"status":
// "failure"} under a status that rarely names the cause: a business rule's
// abort and a data policy come back as 403 (IBM's appendix on the REST
// codes: "403 Forbidden ... can also be caused by ACL failures, or business
// rule or data policy constraints"), a query that matched nothing as 404,
// a table the instance lacks as 400. The platform's own words decide:
//
//   - "Operation against file 'x' was aborted by Business Rule 'name^sys_id'":
//     a server-side rule refused the write for the record's data or state.
//     The rule's name is the only cause given: one that checks a field is
//     empty or mandatory ("Check if Application Category is empty") asks
//     for a repaired payload, invalid; any other (a state-transition guard,
//     "Enforce security on closed incidents") refuses the record as it
//     stands, premise: read its state and replan.
//   - "Data Policy Exception: The following fields are mandatory: ..." (or
//     "Short description is mandatory", or read-only fields set): the
//     record's fields break the table's data policy, invalid: send them.
//   - "Records matching query not found. Check query parameter or offset
//     parameter" under "No Record found": a list query that matched no
//     rows, the call worked and the set is empty, ambiguous.
//   - "Invalid table x" in that envelope, and an import row's "Invalid
//     staging table": the table is not on the instance (a scoped app not
//     installed), premise.
var serviceNowMatcher = newMatcher([]pattern{
	{text: "data policy exception", kind: invalid, reason: "a ServiceNow data policy refused the record's fields (a mandatory field empty, a read-only field set): send the fields the policy names"},
	{text: "records matching query not found", kind: ambiguous, reason: "ServiceNow's list query matched no rows: the call worked and the result is empty"},
	{text: "invalid staging table", kind: premise, reason: "the import set's staging table is not on the instance: the app or import setup is missing"},
})

// serviceNowRuleNamesField lists what a business rule's name says when
// the rule only checks a field's value.
var serviceNowRuleNamesField = [...]string{" is empty", "is mandatory", "are mandatory", " is required", "must be populated", "must be filled"}

func serviceNowError(t string) (Result, bool) {
	if i := indexFold(t, "was aborted by business rule"); i >= 0 {
		rule := t[i:]
		for _, w := range serviceNowRuleNamesField {
			if hasFold(rule, w) {
				return verdict(invalid, "a ServiceNow business rule aborted the write over a field's value (its name says the field is empty or mandatory): repair the payload")
			}
		}
		return verdict(premise, "a ServiceNow business rule aborted the write for the record as it stands (its state or data): read the record and replan")
	}
	if r, ok := matchWords(serviceNowMatcher, t); ok {
		return r, true
	}
	if hasAny(t, `"message":"invalid table `, `"message": "invalid table `) && hasAny(t, `"status":"failure"`, `"status": "failure"`) {
		return verdict(premise, "ServiceNow says the table is not on the instance (a scoped app or plugin not installed): replan")
	}
	return Result{}, false
}
