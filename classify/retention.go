package classify

// retainedWords: a write, overwrite or delete refused because the object is
// retained (a retention policy or period, a legal or event-based hold, an
// object lock, WORM or immutability storage). The refusal comes as a 403
// (Cloud Storage, S3's AccessDenied), a 409 (Azure Blob) or a bare message
// (MinIO), and reads as the caller's missing authority or an existing
// object, but no credential or role lifts it: it binds every caller,
// owners included, until the period ends or the hold is released. The step's
// plan must change (write elsewhere, wait for the date, release the hold):
// premise (set 34).
//
// Sources: Cloud Storage bucket lock and object holds
// (cloud.google.com/storage/docs/bucket-lock, /object-holding:
// "Object '...' is subject to bucket's retention policy or object retention
// and cannot be deleted or overwritten until ...", reason
// retentionPolicyNotMet, formerly forbidden; "is under active Event-Based /
// Temporary hold and cannot be deleted, overwritten or archived until hold
// is removed"); S3 Object Lock ("Access Denied because object protected by
// object lock."); MinIO's ObjectLocked ("Object is WORM protected and
// cannot be overwritten"); Azure Blob immutable storage
// (BlobImmutableDueToPolicy "This operation is not permitted as the blob is
// immutable due to a policy.", BlobImmutableDueToLegalHold "... due to one
// or more legal holds.").
var retainedWords = []pattern{
	{text: "subject to bucket's retention policy", kind: premise, reason: "the object is under a retention policy: it cannot change until the period ends"},
	{text: "retention policy or object retention", kind: premise, reason: "the object is under a retention policy: it cannot change until the period ends"},
	{text: "active event-based hold", kind: premise, reason: "the object is under a hold: it cannot change until the hold is released"},
	{text: "active temporary hold", kind: premise, reason: "the object is under a hold: it cannot change until the hold is released"},
	{text: "protected by object lock", kind: premise, reason: "the object is locked (Object Lock retention): it cannot change until the lock ends"},
	// R2's bucket locks (10069 ObjectLockedByBucketPolicy, 403, "Object is
	// protected by a bucket lock rule and cannot be modified or deleted.",
	// developers.cloudflare.com/r2/api/error-codes; set 1784).
	{text: "protected by a bucket lock rule", kind: premise, reason: "the object is under a bucket lock rule (retention): it cannot change until the period ends"},
	{text: "objectlockedbybucketpolicy", kind: premise, reason: "the object is under a bucket lock rule (retention): it cannot change until the period ends"},
	{text: "worm protected", kind: premise, reason: "the object is write-once (WORM): it cannot change until its retention ends"},
	{text: "is immutable due to", kind: premise, reason: "the object is immutable (a policy or a legal hold): it cannot change until that ends"},
}
