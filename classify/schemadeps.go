package classify

// schemaDependents reads a schema change (DROP COLUMN, a rename, DROP
// TABLE) refused because another object of the schema uses what it
// changes: an index, a view, a trigger, a generated column, a CHECK or a
// foreign key. The statement is right and no wait changes it; the schema
// holds a dependent the plan did not account for, which must be changed
// or dropped first: premise, as PostgreSQL's 2BP01 ("because other
// objects depend on it", dependency.c reportDependentObjects, also as
// lib/pq's text with no SQLSTATE), whatever the engine's code.
//
// SQLite re-parses every dependent after ALTER TABLE and reports the one
// that no longer compiles as "error in <index|view|trigger|table> <name>
// after drop column: no such column: <c>" (alter.c renameColumnParseError,
// zWhen "after drop column" / "after rename"): the "no such column" is the
// dependent's, not the statement's, so it is read before SQLite's column
// words (lang_altertable.html#altertabdropcol lists the dependents that
// block DROP COLUMN). MySQL 8.0 names the dependent (3108
// ER_DEPENDENT_BY_GENERATED_COLUMN, 3837 ER_DEPENDENT_BY_FUNCTIONAL_INDEX,
// 3959 ER_DEPENDENT_BY_CHECK_CONSTRAINT, 1828 ER_FK_COLUMN_CANNOT_DROP);
// SQL Server 4922/5074 ("ALTER TABLE DROP COLUMN x failed because one or
// more objects access this column", "The object 'DF_x' is dependent on
// column 'x'") and 3726 ("Could not drop object 'x' because it is
// referenced by a FOREIGN KEY constraint"); Oracle ORA-02449 ("unique/
// primary keys in table referenced by foreign keys") and ORA-12991
// ("column is referenced in a multi-column constraint").
func schemaDependents(t string) bool {
	return hasAny(t, " after drop column: ", " after rename: ", "because other objects depend on it", "because other objects depend on them",
		"has a generated column dependency", "has a functional index dependency",
		"hence column cannot be dropped", "needed in a foreign key constraint",
		"one or more objects access this column", "because it is referenced by a foreign key constraint",
		"primary keys in table referenced by foreign keys", "column is referenced in a multi-column constraint",
		// PostgreSQL's column type change refused for each kind of dependent
		// (tablecmds.c ATExecAlterColumnType, 0A000: "cannot alter type of a
		// column used by a view or rule", "... by a generated column", "...
		// in a trigger definition", "... in a policy definition"), also as
		// lib/pq and psql print it without the SQLSTATE (set 215).
		"cannot alter type of a column used ",
		// A column the partition key is built on (tablecmds.c, 42P16:
		// PostgreSQL 15's "cannot drop column \"x\" because it is part of
		// the partition key of relation \"t\"", "cannot alter column ...
		// because it is part of the partition key"; PostgreSQL 10's "cannot
		// drop column named in partition key", "cannot alter type of column
		// referenced in partition key expression"; set 1513).
		"because it is part of the partition key", "cannot drop column named in partition key",
		"cannot alter type of column named in partition key", "cannot drop column referenced in partition key expression",
		"cannot alter type of column referenced in partition key expression") ||
		(hasFold(t, "is dependent on column") && hasAny(t, "mssql", "msg 5074", "alter table"))
}

// sqliteDependentBroken reads SQLite's own report of a dependent that no
// longer compiles, in every form alter.c gives it ("error in %s %s%s%s:
// %s": the object's type and name, the step, then the parser's message),
// including RENAME COLUMN's, which names no step. It is read only where
// the text is known to be SQLite's (a result code, SQLite's wording), since
// "error in view" is a common phrase elsewhere.
func sqliteDependentBroken(t string) bool {
	return hasAny(t, "error in index ", "error in view ", "error in trigger ", "error in table ")
}
