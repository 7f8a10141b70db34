import { mount } from 'svelte';
import SeatPage from './SeatPage.svelte';
import { SeatConnection } from './connection.svelte';
import { tokenFromAddress } from './token';
import '../theme.css';
import './seat.css';

/** A device's page: one seat of a table shared by the host, or a spectator's view of it. */
const light = matchMedia('(prefers-color-scheme: light)');
const followTheme = () =>
  (document.documentElement.dataset.theme = light.matches ? 'light' : 'dark');
followTheme();
light.addEventListener('change', followTheme);

const connection = new SeatConnection(tokenFromAddress(), `ws://${location.host}/table`);
connection.open();
mount(SeatPage, { target: document.getElementById('seat')!, props: { connection } });
