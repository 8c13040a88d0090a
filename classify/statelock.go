package classify

// heldStateLock reads Terraform's and OpenTofu's "Error acquiring the state
// lock" when the text carries the holder's "Lock Info:" block (set 734).
// Every backend prints that block only when another operation holds the
// lock (internal/states/statemgr/locker.go LockError.Info): the s3 backend's
// DynamoDB ConditionalCheckFailedException, gcs's 412 conditionNotMet on the
// .tflock object, azurerm's 409 LeaseAlreadyPresent, consul, pg, the http
// backend's 423. The backend's own status reads as a precondition or a
// conflict, but the step is only waiting for the holder: transient, as
// -lock-timeout retries it. Without the block (a denied or failed lock
// call) the backend's error keeps its own kind. HCP Terraform's cloud
// backend names the holder in words instead, "workspace already locked"
// (go-tfe ErrWorkspaceLocked; set 1230), as azurerm's "state blob is already
// locked" does: a held lock too.
func heldStateLock(c *ctx) (Result, bool) {
	if !hasFold(c.text, "error acquiring the state lock") || (!hasFold(c.text, "lock info:") && !hasFold(c.text, "already locked")) {
		return Result{}, false
	}
	return Result{Kind: transient, Reason: "wording: the state lock is held by another operation (Lock Info): wait for it, as -lock-timeout does"}, true
}
