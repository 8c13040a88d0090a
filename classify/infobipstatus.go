package classify

import "strings"

// infobipPending reads an Infobip status object in the PENDING group
// (groupId 1: PENDING_ACCEPTED, PENDING_ENROUTE, PENDING_WAITING_DELIVERY)
// handed over as if it were the outcome: Infobip documents every PENDING_*
// status as "Intermediate. Message is in flight. A final status follows."
// (infobip.com/docs message status codes; set 1639). Time is the variable:
// read the report again later. Gated on the group's exact spelling.
func infobipPending(t string) bool {
	return strings.Contains(t, `"groupName":"PENDING"`) && !strings.Contains(t, `"groupName":"REJECTED"`) && !strings.Contains(t, `"groupName":"UNDELIVERABLE"`)
}
