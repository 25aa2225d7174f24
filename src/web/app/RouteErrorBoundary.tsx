import { Component, type ReactNode } from "react";
import { useLocation } from "react-router";
import { RouteError } from "./RouteError";

type Props = { children: ReactNode; locationKey: string };
type State = { failed: boolean; error?: unknown; locationKey: string };

/**
 * Catches what a page (or its chunk's download) throws and shows the error screen; an error
 * boundary has to be a class. The error belongs to the page it came from: navigating elsewhere
 * (a new location key) renders the routes again.
 */
class ErrorBoundary extends Component<Props, State> {
  state: State = { failed: false, locationKey: this.props.locationKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: Props, state: State): State | null {
    return props.locationKey === state.locationKey ? null : { failed: false, locationKey: props.locationKey };
  }

  render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <ErrorBoundary locationKey={useLocation().key}>{children}</ErrorBoundary>;
}
