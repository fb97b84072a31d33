#!/usr/bin/env python3
"""Solve constraint systems with kiwisolver, as an independent Cassowary implementation for Flipbook's tests.

Usage: kiwi_solve.py < systems.json > results.json

Input: a JSON list of systems. Each system has "variables" (a count) and "operations", applied in order:
  {"op": "add", "terms": [[variable, coefficient], ...], "constant": c, "relation": "<=" | "==" | ">=",
   "strength": s}                      adds `Σ coefficient × variable + c  relation  0` (strength ≥ 1001001000
                                       is required); an UnsatisfiableConstraint is recorded, not fatal
  {"op": "remove", "constraint": k}    removes the k-th "add" (0-based) if it was accepted
  {"op": "edit", "variable": v, "strength": s}
  {"op": "suggest", "variable": v, "value": x}
  {"op": "check"}                      records every variable's value
Every "add" has at least one term. kiwisolver keeps a refused constraint's row in its tableau when it refuses it
in its artificial-variable phase (later values then obey the refused constraint, and a suggestion can abort the
process), so after each refusal the script rebuilds the solver from the accepted constraints and edit variables,
in their order, with the last suggested values: the system is then exactly "everything but what was refused".
Output: a JSON list, per system {"unsatisfiable": [indices of refused adds], "checks": [[values], ...]}, and
"kiwisolver" (its version) at the top: {"kiwisolver": "1.4.5", "results": [...]}.

If kiwisolver is missing it is installed with `pip install --user kiwisolver` (under a lock, since tests run in
parallel). If that fails the script exits with status 3 and says why: the calling test must then fail.
"""
import json
import sys

from pip_install import ensure_module


def ensure_kiwi():
    return ensure_module("kiwisolver", "kiwisolver")


def solve(kiwi, system):
    variables = [kiwi.Variable("v%d" % i) for i in range(system["variables"])]
    solver = kiwi.Solver()
    added = []
    edits = []  # [variable index, strength, last suggested value or None], in order
    unsatisfiable = []
    checks = []

    def rebuild():
        fresh = kiwi.Solver()
        for constraint in added:
            if constraint is not None:
                fresh.addConstraint(constraint)
        for variable, strength, value in edits:
            fresh.addEditVariable(variables[variable], strength)
            if value is not None:
                fresh.suggestValue(variables[variable], value)
        return fresh

    for operation in system["operations"]:
        op = operation["op"]
        if op == "add":
            expression = operation["constant"]
            for variable, coefficient in operation["terms"]:
                expression = expression + coefficient * variables[variable]
            relation = operation["relation"]
            if relation == "<=":
                constraint = expression <= 0
            elif relation == ">=":
                constraint = expression >= 0
            else:
                constraint = expression == 0
            constraint = constraint | operation["strength"]
            try:
                solver.addConstraint(constraint)
                added.append(constraint)
            except kiwi.UnsatisfiableConstraint:
                unsatisfiable.append(len(added))
                added.append(None)
                solver = rebuild()
        elif op == "remove":
            constraint = added[operation["constraint"]]
            if constraint is not None:
                solver.removeConstraint(constraint)
                added[operation["constraint"]] = None
        elif op == "edit":
            solver.addEditVariable(variables[operation["variable"]], operation["strength"])
            edits.append([operation["variable"], operation["strength"], None])
        elif op == "suggest":
            solver.suggestValue(variables[operation["variable"]], operation["value"])
            for edit in edits:
                if edit[0] == operation["variable"]:
                    edit[2] = operation["value"]
        elif op == "check":
            solver.updateVariables()
            checks.append([v.value() for v in variables])
        else:
            raise ValueError("unknown operation %r" % op)
    return {"unsatisfiable": unsatisfiable, "checks": checks}


def main():
    kiwi = ensure_kiwi()
    systems = json.load(sys.stdin)
    results = [solve(kiwi, system) for system in systems]
    json.dump({"kiwisolver": kiwi.__version__, "results": results}, sys.stdout)


if __name__ == "__main__":
    main()
