import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

function Controlled({ onChange = () => undefined }: { onChange?: (value: string) => void }) {
  const [tab, setTab] = useState('about');
  return (
    <Tabs
      value={tab}
      onValueChange={(next) => {
        onChange(next);
        setTab(next);
      }}
    >
      <TabsList aria-label="Profile">
        <TabsTrigger value="about">About</TabsTrigger>
        <TabsTrigger value="work history">Work</TabsTrigger>
        <TabsTrigger value="gear" disabled>
          Gear
        </TabsTrigger>
        <TabsTrigger value="study">Study</TabsTrigger>
      </TabsList>
      <TabsContent value="about">About panel</TabsContent>
      <TabsContent value="work history">Work panel</TabsContent>
      <TabsContent value="study">Study panel</TabsContent>
    </Tabs>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  it('wires each tab to its panel and keeps only the active tab in the Tab order', () => {
    render(<Controlled />);
    expect(screen.getByRole('tablist', { name: 'Profile' })).toBeTruthy();
    expect(tab('About').getAttribute('aria-selected')).toBe('true');
    expect(tab('About').getAttribute('data-state')).toBe('active');
    expect(tab('Work').getAttribute('data-state')).toBe('inactive');
    expect([tab('About').tabIndex, tab('Work').tabIndex, tab('Study').tabIndex]).toEqual([0, -1, -1]);
    const panel = screen.getByRole('tabpanel');
    expect(panel.textContent).toBe('About panel');
    expect(panel.getAttribute('aria-labelledby')).toBe(tab('About').id);
    expect(tab('About').getAttribute('aria-controls')).toBe(panel.id);
    // Inactive panels are not rendered.
    expect(screen.queryByText('Work panel')).toBeNull();
  });

  it('moves focus and selection with the arrow keys, wrapping and skipping a disabled tab, and with Home and End', async () => {
    const user = userEvent.setup();
    const changes: string[] = [];
    render(<Controlled onChange={(value) => changes.push(value)} />);
    await user.tab();
    expect(document.activeElement).toBe(tab('About'));

    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Work'));
    expect(screen.getByRole('tabpanel').textContent).toBe('Work panel');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Study'));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('About'));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(tab('Study'));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(tab('About'));
    await user.keyboard('{End}');
    expect(screen.getByRole('tabpanel').textContent).toBe('Study panel');
    expect(changes).toEqual(['work history', 'study', 'about', 'study', 'about', 'study']);
    // Tab leaves the list for the panel.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tabpanel'));
  });

  it('activates a tab with the mouse, and not a disabled one', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    await user.click(tab('Work'));
    expect(tab('Work').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab('Work'));
    await user.click(tab('Gear'));
    expect(tab('Work').getAttribute('aria-selected')).toBe('true');
  });

  it('keeps a forceMount panel rendered while inactive, marked for the caller to hide, and runs uncontrolled from defaultValue', async () => {
    const user = userEvent.setup();
    render(
      <Tabs defaultValue="login">
        <TabsList>
          <TabsTrigger value="login">Sign in</TabsTrigger>
          <TabsTrigger value="register">Join</TabsTrigger>
        </TabsList>
        <TabsContent value="login" forceMount tabIndex={-1}>
          <input aria-label="Email" />
        </TabsContent>
        <TabsContent value="register" forceMount tabIndex={-1}>
          Join form
        </TabsContent>
      </Tabs>,
    );
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.click(tab('Join'));
    const panels = screen.getAllByRole('tabpanel', { hidden: true });
    expect(panels.map((panel) => panel.getAttribute('data-state'))).toEqual(['inactive', 'active']);
    expect(panels.map((panel) => panel.tabIndex)).toEqual([-1, -1]);
    await user.click(tab('Sign in'));
    // What was typed is still there: the panel was never unmounted.
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ana@example.com');
  });
});
