package classify

// yardiWords are the Yardi Voyager interface messages (the
// <Messages><Message messageType="Error"> a Voyager SOAP interface such as
// ItfResidentTransactions returns in its result) whose words decide the
// kind, as an integration partner's client handles them
// (michaellif/pyx4j YardiHandledErrorMessages, set 1727):
//
//   - "Invalid or no access to Yardi Property <code>": the interface user
//     has no rights on the property (the client suspends the building):
//     denied, though it begins "Invalid";
//   - "Cannot reverse a receipt whose post month is outside your
//     allowable range": the interface user's "Access to Past/Future
//     Periods" privilege (Voyager Security): denied;
//   - "No tenants exist with the given search criteria" (and guests): the
//     search ran and found nothing (the client reads it as "no
//     transactions"): ambiguous;
//   - "Payments are not (being) accepted for this tenant/resident" and
//     "Prospect Status is 'Resident', Prospect is not editable": the
//     resident's or prospect's state blocks the call: premise.
var yardiWords = []pattern{
	{text: "no access to yardi property", kind: denied, reason: "Yardi: the interface user has no access to the property: the rights are missing, not the argument"},
	{text: "post month is outside your allowable range", kind: denied, reason: "Yardi: the post month is outside the interface user's allowed past/future periods (a security privilege)"},
	{text: "exist with the given search criteria", kind: ambiguous, reason: "Yardi: the search ran and matched no tenant or guest: the call worked and found nothing"},
	{text: "payments are not being accepted for this", kind: premise, reason: "Yardi: the account does not accept payments (a do-not-accept flag): the plan's payment cannot land"},
	{text: "payments are not accepted for this", kind: premise, reason: "Yardi: the account does not accept payments (a do-not-accept flag): the plan's payment cannot land"},
	{text: "prospect is not editable", kind: premise, reason: "Yardi: the prospect has moved on (now a resident) and is no longer editable: replan on the resident"},
}
