package classify

// stateMachineWords: a workflow event the object's current state does not
// offer, refused by the state machine that guards it. The call names a real
// event or transition; the object has moved to (or never reached) a state
// from which that event leads anywhere, so no new argument or wait reaches
// it: read the object's state (or its available transitions) and replan.
// Premise, read under a generic validation status (overInvalid) and in a
// bare text (the fallback table) (set 585).
//
// Sources: Jira Cloud POST /rest/api/3/issue/{key}/transitions, 400
// "Transition id '41' is not valid for this issue." (the transitions
// offered depend on the current status; GET transitions lists
// them); the state_machines gem (GitLab, Spree) InvalidTransition
// "Cannot transition state via :merge from :closed"; AASM's
// InvalidTransition "Event 'ship' cannot transition from 'cancelled'.";
// Python transitions' MachineError "Can't trigger event ship from state
// cancelled!"; django-fsm's TransitionNotAllowed "Can't switch from state
// 'closed' using method 'reopen'".
//
// Kept narrow: Jira's words end with the object ("for this issue."), so a
// value "not valid for this issue type" or a malformed transition id ("is
// invalid") stays a wrong call.
var stateMachineWords = []pattern{
	{text: "is not valid for this issue.", kind: premise, reason: "the issue's current status does not offer this transition: read its transitions and replan"},
	{text: "cannot transition state via", kind: premise, reason: "the object's current state does not allow this event (state_machines)"},
	{text: "cannot transition status via", kind: premise, reason: "the object's current state does not allow this event (state_machines)"},
	{text: "cannot transition from", kind: premise, reason: "the object's current state does not allow this event (AASM)"},
	{text: "can't trigger event", kind: premise, reason: "the object's current state does not allow this event (transitions)"},
	{text: "can't switch from state", kind: premise, reason: "the object's current state does not allow this transition (django-fsm)"},
}
