import { describe, expect, it } from '@jest/globals';
import { TEAM_ACTIONS } from '@stave/contracts';
import { TEAM_ACTIONS_1737400000200 } from './booking-team-actions.migration';

// team_activity's CHECK lists the actions written out when its migration landed. An action the contracts add must
// reach the CHECK (a new migration replacing team_activity_action_check) before a service announces it: otherwise
// identity refuses the event's line, and the event is retried until it dead-letters.
describe('team_activity', () => {
  it("allows every action in the contracts' TEAM_ACTIONS", () => {
    expect([...TEAM_ACTIONS_1737400000200].sort()).toEqual([...TEAM_ACTIONS].sort());
  });
});
