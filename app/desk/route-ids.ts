/** The desk shell's route id: the root layout leaves out the public site's chrome under it. */
export const DESK_SHELL_ROUTE_ID = "desk-shell";
