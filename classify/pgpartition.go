package classify

// PostgreSQL's partitioning and table inheritance DDL (held-out set 1513,
// captured live on PostgreSQL 15.18 through pgx v5). Three classes of its
// refusals read by their words, whatever the SQLSTATE class says:
//
//   - childShapeMismatch: ALTER TABLE ... INHERIT and ATTACH PARTITION of
//     an existing table whose stored definition does not match the parent
//     (tablecmds.c MergeAttributesIntoExisting, MergeConstraintsIntoExisting
//     and ATExecAttachPartition, 42804 datatype_mismatch or 42P21
//     collation_mismatch: "child table is missing column", "child table
//     \"x\" has different type for column", "column \"x\" in child table
//     must be marked NOT NULL", "child table is missing constraint",
//     "table \"x\" contains column \"y\" not found in parent"). The
//     statement is right; the table already in the database is not shaped
//     as the plan believed and must be altered first, as rows already
//     stored that break a partition constraint (23514): premise. CREATE
//     TABLE ... INHERITS whose own column list conflicts ("inherited column
//     \"x\" has a type conflict") stays the statement's: invalid.
//   - notPartitionedParent: PARTITION OF, ATTACH or DETACH PARTITION
//     naming a table that exists and is not partitioned ("\"x\" is not
//     partitioned", 42P17; "table \"x\" is not partitioned", 42809): no
//     bound or argument repairs it; the table must be migrated to a
//     partitioned one first (ddl-partitioning.html 5.11.2.2): premise.
//   - the partition key's columns (schemadeps.go schemaDependents): a
//     column the partition key is built on cannot be dropped or change type
//     (42P16, "because it is part of the partition key of relation"); the
//     key depends on it, as a view or index does, and only a rebuilt table
//     changes it: premise.

// childShapeMismatch reports the words of an existing table refused as
// a child or partition of a parent whose columns or constraints it does
// not match.
func childShapeMismatch(t string) bool {
	if hasAny(t, "child table is missing column", "child table is missing constraint", "in child table must be marked not null",
		"conflicts with non-inherited constraint on child table", "conflicts with not valid constraint on child table") {
		return true
	}
	if hasFold(t, `child table "`) && hasFold(t, `" has different `) {
		return true // type, collation, or a check constraint's definition
	}
	return hasFold(t, `" contains column "`) && hasFold(t, " not found in parent ")
}

// notPartitionedParent reports PostgreSQL's refusal of a partition
// statement whose parent is an ordinary table.
func notPartitionedParent(t string) bool {
	return hasFold(t, `" is not partitioned`)
}
