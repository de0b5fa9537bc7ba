import {
  cloneElement,
  createContext,
  isValidElement,
  useContext,
  useEffect,
  useState,
  type ComponentProps,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';

// The app's menus ('…' on a card, the bell, the theme menu) with Radix's menu and Floating UI (~13 KiB compressed)
// out of the first paint: until the parts arrive — fetched when the page is idle, or at once when a trigger is
// pointed at, focused or used — the trigger is a plain button that remembers a click and opens the menu when they do.
// The content only ever renders open, so nothing else waits (docs/web.md, Bundle).
type Parts = typeof import('./dropdown-menu-parts');

let parts: Parts | null = null;
let loading: Promise<Parts> | null = null;
function loadParts(): Promise<Parts> {
  loading ??= import('./dropdown-menu-parts').then(
    (module) => (parts = module),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: 5000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, 2000);
  return () => clearTimeout(handle);
}

const MenuParts = createContext<{ parts: Parts | null; openWhenLoaded: () => void }>({ parts: null, openWhenLoaded: () => undefined });

type DropdownMenuProps = Omit<ComponentProps<Parts['DropdownMenuRoot']>, 'children'> & { children?: ReactNode };

export function DropdownMenu({ children, open, defaultOpen, onOpenChange, ...props }: DropdownMenuProps) {
  const [loaded, setLoaded] = useState<Parts | null>(parts);
  const [clicked, setClicked] = useState(false);

  useEffect(() => {
    if (loaded) return;
    let live = true;
    const start = () =>
      void loadParts().then(
        (module) => live && setLoaded(module),
        () => undefined,
      );
    const cancel = open || defaultOpen ? (start(), () => undefined) : whenIdle(start);
    return () => {
      live = false;
      cancel();
    };
  }, [loaded, open, defaultOpen]);

  const openWhenLoaded = () => {
    // A controlled menu is told at once; an uncontrolled one opens as it mounts (and its listener hears of it too).
    if (open === undefined) setClicked(true);
    onOpenChange?.(true);
    void loadParts().then(setLoaded, () => undefined);
  };

  if (!loaded) return <MenuParts.Provider value={{ parts: null, openWhenLoaded }}>{children}</MenuParts.Provider>;
  const Root = loaded.DropdownMenuRoot;
  return (
    <MenuParts.Provider value={{ parts: loaded, openWhenLoaded }}>
      <Root open={open} defaultOpen={defaultOpen || clicked} onOpenChange={onOpenChange} {...props}>
        {children}
      </Root>
    </MenuParts.Provider>
  );
}

type TriggerProps = ComponentProps<Parts['DropdownMenuTrigger']>;

export function DropdownMenuTrigger({ asChild, children, ...props }: TriggerProps) {
  const { parts: loaded, openWhenLoaded } = useContext(MenuParts);
  if (loaded) {
    return (
      <loaded.DropdownMenuTrigger asChild={asChild} {...props}>
        {children}
      </loaded.DropdownMenuTrigger>
    );
  }
  const prefetch = () => void loadParts().catch(() => undefined);
  const stand = {
    'aria-haspopup': 'menu' as const,
    'aria-expanded': false,
    'data-state': 'closed',
    onPointerEnter: prefetch,
    onFocus: prefetch,
    onClick: (event: MouseEvent<HTMLElement>) => {
      props.onClick?.(event as MouseEvent<HTMLButtonElement>);
      if (!event.defaultPrevented) openWhenLoaded();
    },
  };
  if (asChild && isValidElement(children)) return cloneElement(children as ReactElement<Record<string, unknown>>, { ...props, ...stand });
  return (
    <button type="button" {...props} {...stand}>
      {children}
    </button>
  );
}

// The parts inside a menu render only once it is open, by when Radix is here.
function part<Name extends keyof Parts>(name: Name) {
  return function MenuPart(props: ComponentProps<Parts[Name]>) {
    const { parts: loaded } = useContext(MenuParts);
    if (!loaded) return null;
    const Part = loaded[name] as unknown as (props: object) => ReactNode;
    return <Part {...(props as object)} />;
  };
}

export const DropdownMenuContent = part('DropdownMenuContent');
export const DropdownMenuItem = part('DropdownMenuItem');
export const DropdownMenuRadioItem = part('DropdownMenuRadioItem');
export const DropdownMenuLabel = part('DropdownMenuLabel');
export const DropdownMenuSeparator = part('DropdownMenuSeparator');
export const DropdownMenuGroup = part('DropdownMenuGroup');
export const DropdownMenuRadioGroup = part('DropdownMenuRadioGroup');
